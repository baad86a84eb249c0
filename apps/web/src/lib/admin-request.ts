import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import type { z } from 'zod';
import { API_BASE } from './api-client';
import { ApiRequestError, NetworkError } from './api-error';

export interface AdminRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  schema: S;
  /** The admin token, sent as the bearer instead of the visitor's. */
  token: string;
  /** Sent as Idempotency-Key, so a retried write takes effect once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * An admin call: like `apiRequest` (same errors, responses parsed with a schema) but with the
 * admin token as the bearer. `apiRequest` always sends the visitor token, so admin calls go here.
 */
export async function adminRequest<S extends z.ZodType>(path: string, options: AdminRequestOptions<S>) {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${options.token}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    throw new ApiRequestError({
      status: response.status,
      code: parsed.success ? parsed.data.error : null,
      serverMessage: parsed.success ? parsed.data.message : null,
      errors: parsed.success ? parsed.data.errors : [],
    });
  }
  return options.schema.parse(payload) as z.infer<S>;
}
