import { describe, expect, it } from 'vitest';
import { describeLastSeen, describeLastUse } from './account-labels';

const now = new Date('2026-11-21T12:00:00Z');

describe('when a passkey or a session was last used', () => {
  it('reads as part of a sentence', () => {
    expect(describeLastUse('2026-11-21T11:50:00Z', now)).toBe('last used just now');
    expect(describeLastUse('2026-11-21T09:00:00Z', now)).toBe('last used 3h ago');
    expect(describeLastSeen('2026-11-19T12:00:00Z', now)).toBe('Last seen 2d ago');
  });

  it('keeps a date as it is written, and says when a passkey was never used', () => {
    expect(describeLastSeen('2026-10-01T12:00:00Z', now)).toBe('Last seen October 1, 2026');
    expect(describeLastUse(null, now)).toBe('not used yet');
  });
});
