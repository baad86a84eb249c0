// The environment that keeps the server's rate limits out of a load's way (the benchmarks, the
// cluster test): every limit set high enough never to answer 429, while the rate-limit plugin
// (and its store, shared on PostgreSQL) still runs on every request.

/** RATE_, WRITE_, SIGNUP_ and SESSION_LIMIT_PER_MINUTE, each at `perMinute`. */
export function liftedRateLimits(perMinute = 1_000_000_000) {
  const limit = String(perMinute);
  return {
    RATE_LIMIT_PER_MINUTE: limit,
    WRITE_LIMIT_PER_MINUTE: limit,
    SIGNUP_LIMIT_PER_MINUTE: limit,
    SESSION_LIMIT_PER_MINUTE: limit,
  };
}
