import type { ControlCenterCall } from '@app/shared/ai-member/ai-member.constants';
import { API_BASE, newIdempotencyKey } from '../../../lib/api-client';
import { failureText, serverMessageOf, thrownMessageOf } from '../control-center';

export interface TestCallRequest {
  method: ControlCenterCall['method'];
  path: string;
  body?: Record<string, unknown>;
  /** The bearer: the admin token for admin calls, the visitor's otherwise (or none). */
  token: string | null;
}

export interface TestCallOutcome {
  status: number | null;
  durationMs: number;
  isOk: boolean;
  response: unknown;
  error: string | null;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Makes one control-center test call with a plain `fetch`, so any status and body can be shown as
 * it came back (part-2 §7), and times it from sending to the last byte. Writes carry an
 * Idempotency-Key. Never throws: a failure is an outcome with its 'Error: ...' text.
 */
export async function runTestCall(request: TestCallRequest): Promise<TestCallOutcome> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.method !== 'GET') headers['idempotency-key'] = newIdempotencyKey();
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const response = await fetch(`${API_BASE}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const payload = parseBody(await response.text());
    return {
      status: response.status,
      durationMs: elapsed(),
      isOk: response.ok,
      response: payload,
      error: response.ok ? null : failureText(serverMessageOf(payload)),
    };
  } catch (error) {
    return {
      status: null,
      durationMs: elapsed(),
      isOk: false,
      response: undefined,
      error: failureText(thrownMessageOf(error)),
    };
  }
}
