import { describe, expect, it } from 'vitest';
import { mayOfferPasskey, PASSKEY_NUDGE_INTERVAL_MS } from './passkey-nudge';

describe('the offer to save the account with a passkey (issue 41 §4)', () => {
  const now = Date.UTC(2026, 11, 2);

  it('is made after the first commitment, never to a saved account', () => {
    expect(mayOfferPasskey(now, null, false)).toBe(true);
    expect(mayOfferPasskey(now, null, true)).toBe(false);
  });

  it('is made again at most once a week', () => {
    expect(mayOfferPasskey(now, now - 60_000, false)).toBe(false);
    expect(mayOfferPasskey(now, now - PASSKEY_NUDGE_INTERVAL_MS + 1, false)).toBe(false);
    expect(mayOfferPasskey(now, now - PASSKEY_NUDGE_INTERVAL_MS, false)).toBe(true);
    expect(mayOfferPasskey(now, now - PASSKEY_NUDGE_INTERVAL_MS, true)).toBe(false);
  });
});
