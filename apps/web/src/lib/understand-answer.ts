import { ApiRequestError } from './api-error';

/** Past this an assistant stops waiting (the server itself gives a model 3 s) and reads the answer locally. */
export const UNDERSTAND_TIMEOUT_MS = 8000;

export type Understood<Reply> =
  | { status: 'understood'; reply: Reply }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/**
 * Asks the server to understand one answer of an assistant (the project's or the developer's),
 * giving up after UNDERSTAND_TIMEOUT_MS or when `signal` aborts. Only a refusal of the text itself
 * (400 on `text`: empty or too long) is the person's to fix; anything else (offline, 5xx, 429, no
 * answer in time) is a failure the assistant falls back from with its local rules.
 */
export async function understandAnswer<Reply>(
  signal: AbortSignal,
  ask: (signal: AbortSignal) => Promise<Reply>,
): Promise<Understood<Reply>> {
  const request = new AbortController();
  const abort = () => request.abort();
  signal.addEventListener('abort', abort);
  const giveUp = setTimeout(abort, UNDERSTAND_TIMEOUT_MS);
  try {
    return { status: 'understood', reply: await ask(request.signal) };
  } catch (error) {
    const refusal =
      error instanceof ApiRequestError && error.status === 400 && error.errors.find(({ path }) => path === 'text');
    return refusal ? { status: 'refused', message: refusal.message } : { status: 'failed' };
  } finally {
    clearTimeout(giveUp);
    signal.removeEventListener('abort', abort);
  }
}
