import { DELIVERY_PATHS } from '@app/shared/navigation/account-paths';

/**
 * The pages and routes whose query string carries a secret (issue 40 §5, DESIGN.md §7): the
 * links of mails (unsubscribe, address confirmation) and recovery. Their whole query string is
 * left out of the log, whatever its parameters are called.
 */
const LINK_TOKEN_PATHS = new Set([
  DELIVERY_PATHS.unsubscribe,
  DELIVERY_PATHS.verifyEmail,
  '/api/email/unsubscribe',
  '/api/account/email/verify',
  '/account/recover',
  '/api/account/recover',
]);

/** Parameters that hold a secret wherever they appear; their value is left out of the log. */
const SECRET_PARAMETER = /^(token|code|secret)$/i;

/** The path as routers match it: decoded, lower-case (React Router ignores case), no doubled or trailing slashes. */
function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare it as written.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
}

/** `url` (a request's path and query) as the request log may show it: no link token in it. */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  if (LINK_TOKEN_PATHS.has(comparablePath(path))) return `${path}?[redacted]`;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMETER.test(name) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}
