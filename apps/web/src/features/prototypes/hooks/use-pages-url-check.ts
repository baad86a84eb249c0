import { checkPagesUrl } from '@app/shared/prototypes/url-rules';
import { useEffect, useState } from 'react';
import { useValidatePrototypeUrl } from '../api/validate-prototype-url';

const SERVER_CHECK_DELAY_MS = 400;

export type PagesUrlCheck =
  | { state: 'empty' }
  | { state: 'invalid'; reason: string }
  | { state: 'checking' }
  | { state: 'valid' }
  /** A good URL the server refuses: it has already been shared. */
  | { state: 'taken'; reason: string };

/**
 * Live validation of the Pages URL: the shared rules at every keystroke, then (debounced) the
 * server, which alone knows whether the site has already been shared. If the server cannot be
 * asked, the local verdict stands: the server checks again on submit.
 */
export function usePagesUrlCheck(raw: string): PagesUrlCheck {
  const local = raw.trim() ? checkPagesUrl(raw) : null;
  const normalized = local?.valid ? local.normalizedUrl : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(normalized), SERVER_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [normalized]);
  const server = useValidatePrototypeUrl(normalized !== null && settled === normalized ? normalized : null);

  if (!local) return { state: 'empty' };
  if (!local.valid) return { state: 'invalid', reason: local.reason };
  if (settled !== normalized) return { state: 'checking' };
  if (server.isError) return { state: 'valid' };
  if (server.isPending) return { state: 'checking' };
  if (!server.data.valid) return { state: 'taken', reason: server.data.reason ?? 'This URL cannot be shared.' };
  return { state: 'valid' };
}
