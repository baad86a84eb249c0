import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../lib/api-error';

/** Shorter than this, a mail's link token cannot be one the server made (VerifyEmailBodySchema). */
const MIN_LINK_TOKEN_LENGTH = 20;

/**
 * The `?token=` of a page a mail links to (confirm the address, unsubscribe), and whether the link
 * is unusable: too short to be real, or refused by the server (a 4xx: used, expired, forged).
 */
export function useLinkToken(error: unknown) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isRefused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return {
    token,
    /** A link the server made that ran out (410): the page says so rather than "not valid". */
    isExpired: error instanceof ApiRequestError && error.status === 410,
    isWellFormed: token.length >= MIN_LINK_TOKEN_LENGTH,
    isInvalid: token.length < MIN_LINK_TOKEN_LENGTH || isRefused,
  };
}
