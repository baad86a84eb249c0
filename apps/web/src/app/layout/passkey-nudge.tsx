import { lazy, type ReactElement, Suspense } from 'react';
import { usePasskeyNudge } from '../../lib/passkey-nudge';

/** The banner loads when the offer is made (after a first commitment), not with every first visit (DESIGN.md §8). */
const PasskeyNudgeBanner = lazy(() =>
  import('./passkey-nudge-banner').catch(() => ({ default: (): ReactElement | null => null })),
);

/** The offer to keep the account, under the navigation (issue 41 §4). */
export function PasskeyNudge() {
  const isShown = usePasskeyNudge();
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyNudgeBanner />
    </Suspense>
  );
}
