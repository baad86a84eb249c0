import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to a response: the headers it sets, and the ones it removes. */
export interface SecurityHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * Helmet's headers for `options`, worked out once. Helmet's middleware only sets and removes
 * headers, the same ones on every response when no CSP directive is a function (none of ours is),
 * while @fastify/helmet built the middleware, parsing the CSP, again on each request (about 2% of
 * the server's CPU under the bench's load, issue 24).
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      set.set(name, String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let failure: unknown;
  let isDone = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    isDone = true;
  });
  if (failure) throw failure;
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return { set: [...set], removed };
}

/** Sets `headers` on every response, on the raw response so that hijacked replies (SSE) have them too. */
export function addSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    for (const name of headers.removed) raw.removeHeader(name);
    done();
  });
}
