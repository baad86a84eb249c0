// One API call through the proxy, timed, never throwing: the cluster test records every outcome.

/**
 * `{ status, body, error?, started, ended, replayed }`; status 0 means no HTTP answer came (the
 * network error, or `timeout`, is in `error`). `started`/`ended` are performance.now() times.
 */
export async function call(baseUrl, method, url, { headers = {}, body, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      body: parsed,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      started,
      ended: performance.now(),
    };
  } catch (error) {
    const cause = error?.cause?.code;
    return {
      status: 0,
      body: null,
      error: error?.name === 'TimeoutError' ? 'timeout' : (cause ?? String(error)),
      replayed: false,
      started,
      ended: performance.now(),
    };
  }
}

/** Like `call`, but throws unless the answer is `expected` (set-up steps, where nothing may fail). */
export async function callOk(baseUrl, method, url, options = {}, expected = [200, 201]) {
  const result = await call(baseUrl, method, url, options);
  if (!expected.includes(result.status)) {
    throw new Error(`${method} ${url} answered ${result.status || result.error}: ${JSON.stringify(result.body)}`);
  }
  return result.body;
}
