import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { isReauthenticationRequired, needsReauthentication } from './reauthentication';

const now = Date.parse('2026-11-21T12:00:00Z');

describe("asking to confirm it's you before a sensitive action", () => {
  it('asks a saved account whose session has not confirmed, or whose 10 minutes have passed', () => {
    expect(needsReauthentication({ isSaved: true, reauthenticatedUntil: null }, now)).toBe(true);
    expect(needsReauthentication({ isSaved: true, reauthenticatedUntil: '2026-11-21T11:59:59Z' }, now)).toBe(true);
    expect(needsReauthentication({ isSaved: true, reauthenticatedUntil: '2026-11-21T12:00:00Z' }, now)).toBe(true);
  });

  it('does not ask within the window, nor an account with no passkey to confirm with', () => {
    expect(needsReauthentication({ isSaved: true, reauthenticatedUntil: '2026-11-21T12:05:00Z' }, now)).toBe(false);
    expect(needsReauthentication({ isSaved: false, reauthenticatedUntil: null }, now)).toBe(false);
  });

  it("recognises the server's 403 reauthentication_required, and nothing else", () => {
    const asked = new ApiRequestError({
      status: 403,
      code: 'reauthentication_required',
      serverMessage: ACCOUNT_MESSAGES.reauthenticationRequired,
    });
    expect(isReauthenticationRequired(asked)).toBe(true);
    expect(isReauthenticationRequired(new ApiRequestError({ status: 403, code: 'forbidden' }))).toBe(false);
    expect(isReauthenticationRequired(new ApiRequestError({ status: 401, code: 'reauthentication_required' }))).toBe(
      false,
    );
    expect(isReauthenticationRequired(new Error('reauthentication_required'))).toBe(false);
  });
});
