import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { API_ERROR_CODES, ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { CreateSessionResponseSchema } from '@app/shared/users/users.schemas';
import type { z } from 'zod';
import { ApiRequestError, NetworkError } from './api-error';
import { setSessionExpiredMessage } from './outbox-store';
import { readText, removeItem, STORAGE_KEYS, writeText } from './storage';

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: Method;
  /** Sent as JSON; a FormData (a file upload) is sent as it is, multipart/form-data with its boundary. */
  body?: unknown;
  /** The response is parsed with this shared schema; a mismatch is an error, not a guess. */
  schema: S;
  /** Sent as Idempotency-Key so a retried create never creates twice. */
  idempotencyKey?: string;
  /**
   * Writes need a visitor token; reads send it when there is one. 'none' never sends it: signing
   * in answers 401 for a passkey or code that did not work, which says nothing about the token.
   */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
  keepalive?: boolean;
}

const isDev = (import.meta.env?.DEV ?? false) && import.meta.env?.MODE !== 'test';
let sessionRequest: Promise<string> | null = null;

function createSession(): Promise<string> {
  sessionRequest ??= (async () => {
    try {
      const session = await send('POST', '/session', { schema: CreateSessionResponseSchema, auth: 'optional' }, null);
      writeText(STORAGE_KEYS.visitorToken, session.token);
      return session.token;
    } finally {
      sessionRequest = null;
    }
  })();
  return sessionRequest;
}

/** The visitor token, created once through POST /api/session and kept in localStorage. */
export async function getVisitorToken(): Promise<string> {
  return readText(STORAGE_KEYS.visitorToken) ?? createSession();
}

async function send<S extends z.ZodType>(
  method: Method,
  path: string,
  options: ApiRequestOptions<S>,
  token: string | null,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (isDev) console.debug('[api] →', method, path, options.body ?? '');

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (isDev) console.debug('[api] ←', response.status, path, payload);
  if (!response.ok) throw errorOf(response, payload);
  return options.schema.parse(payload);
}

/** The API's error answer as the app reads it. */
function errorOf(response: Response, payload: unknown): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(payload);
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiRequestError({
    status: response.status,
    code: parsed.success ? parsed.data.error : null,
    serverMessage: parsed.success ? parsed.data.message : null,
    errors: parsed.success ? parsed.data.errors : [],
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    details: payload,
  });
}

/**
 * A file the API answers (an invoice PDF, a CSV export, a payout file), fetched with the visitor's
 * token or the admin's: a link cannot carry the bearer header, so the app fetches it and saves the bytes.
 */
export async function apiFile(path: string, token = readText(STORAGE_KEYS.visitorToken)): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw errorOf(response, await response.json().catch(() => null));
  return response.blob();
}

/** The server says this browser's saved-account session ended after 30 idle days (issue 21 §5). */
export function isSessionExpiredError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401 && error.code === API_ERROR_CODES.sessionExpired;
}

/**
 * The one way the web app talks to the API (DESIGN.md §4): JSON in and out, the visitor bearer
 * token, responses parsed with the shared zod schemas, failures as ApiRequestError/NetworkError.
 * A 401 on a token we hold means it is no longer valid: get a new one and try once more. Not when
 * the session of a saved account expired: a new anonymous visitor would own the write instead of
 * the person, so the token stays, the header asks them to sign in, and the error is thrown.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  const auth = options.auth ?? (method === 'GET' ? 'optional' : 'required');
  if (auth === 'none') return send(method, path, options, null);
  const token = auth === 'required' ? await getVisitorToken() : readText(STORAGE_KEYS.visitorToken);
  try {
    return await send(method, path, options, token);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || !token) throw error;
    if (isSessionExpiredError(error)) {
      setSessionExpiredMessage(error.serverMessage ?? ACCOUNT_MESSAGES.sessionExpired);
      throw error;
    }
    removeItem(STORAGE_KEYS.visitorToken);
    const fresh = auth === 'required' ? await createSession() : null;
    return send(method, path, options, fresh);
  }
}

/** A fresh key for one logical create; reuse it for every retry of that create. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
