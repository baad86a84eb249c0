// The environment that keeps the server's rate limits out of a load's way (the benchmarks, the
// cluster test): every limit set high enough never to answer 429, while the rate-limit plugin
// (and its store, shared on PostgreSQL) still runs on every request.

/**
 * RATE_, WRITE_, SIGNUP_ and SESSION_LIMIT_PER_MINUTE, each at `perMinute`, and the open streams per
 * visitor and per IP (the fan-out bench holds 1,000 streams of one visitor) and the verification
 * mails per IP at the same number.
 */
export function liftedRateLimits(perMinute = 1_000_000_000) {
  const limit = String(perMinute);
  return {
    RATE_LIMIT_PER_MINUTE: limit,
    WRITE_LIMIT_PER_MINUTE: limit,
    SIGNUP_LIMIT_PER_MINUTE: limit,
    SESSION_LIMIT_PER_MINUTE: limit,
    STREAM_LIMIT_PER_VISITOR: limit,
    STREAM_LIMIT_PER_IP: limit,
    VERIFICATION_MAIL_LIMIT_PER_HOUR: limit,
  };
}
