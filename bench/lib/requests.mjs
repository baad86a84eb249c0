// autocannon's request lists for the writes: one request changed per call (eachRequest), as the
// web app sends it (jsonRequest). No dependency, so a script may build its lists before
// bench/lib/bench-dependencies.mjs has installed autocannon.

/**
 * An autocannon request list of one request that `next(n, request)` changes each time, for n = 0,
 * 1, 2... (its path, headers, body: what it returns replaces the request's own). Writes vary their
 * body and headers per request this way.
 */
export function eachRequest(next, { method = 'POST', path = '/' } = {}) {
  let count = 0;
  return [
    {
      method,
      path,
      setupRequest: (request) => {
        const changes = next(count, request);
        count += 1;
        return { ...request, ...changes };
      },
    },
  ];
}

/** A JSON request as the web app sends it for the visitor `token` (extra `headers` such as an Idempotency-Key last). */
export function jsonRequest({ path, token, body, headers = {} }) {
  return {
    path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  };
}
