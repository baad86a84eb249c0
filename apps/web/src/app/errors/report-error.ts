import { track } from '../../lib/browser-tracker';

/** Logs an error and sends it to analytics (without the stack, which stays in the console). */
export function reportError(kind: string, error: unknown): void {
  console.error(`[${kind}]`, error);
  const message = error instanceof Error ? error.message : String(error);
  try {
    track('client_error', { kind, message: message.slice(0, 500), path: window.location.pathname });
  } catch {
    // Reporting must never throw.
  }
}

/** Global `error` and `unhandledrejection` are logged and sent to analytics (part-2 §8). */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => reportError('window.error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}

/**
 * React could not reuse part of a pre-rendered page and rendered that part afresh (its first
 * render differed from the server's HTML, say a conversation restored from storage). The visitor
 * sees the right page either way; a warning, not an error.
 */
export function reportRecoverableError(error: unknown): void {
  console.warn('[hydration]', error instanceof Error ? error.message : error);
}
