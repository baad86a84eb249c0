import { ACCOUNT_MESSAGES, RECOVERY_CODE_COUNT } from '@app/shared/accounts/accounts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, reauthenticate, recover, saveAccount } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

describe('recovery codes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  async function savedMember() {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    const { recoveryCodes } = await saveAccount(testApp.app, visitor, authenticator);
    return { visitor, authenticator, recoveryCodes };
  }

  const expectRecoveryRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'unauthorized',
      message: ACCOUNT_MESSAGES.recoveryFailed,
    });
  };

  it('signs in once with a code, into a new session of the same member; the spent code is refused', async () => {
    const { visitor, recoveryCodes } = await savedMember();
    const [code] = recoveryCodes;
    const response = await recover(testApp.app, String(code));
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user.id).toBe(visitor.user.id);
    const account = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(account.json().account).toMatchObject({ recoveryCodesRemaining: RECOVERY_CODE_COUNT - 1 });
    expectRecoveryRefused(await recover(testApp.app, String(code)));
  });

  it('accepts a code typed in lower case, with spaces, or with O and I for 0 and 1', async () => {
    const { recoveryCodes } = await savedMember();
    const typed = String(recoveryCodes[1]).toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'i');
    expect((await recover(testApp.app, ` ${typed} `)).statusCode).toBe(200);
  });

  it('answers the same sentence for a code nobody has and for a malformed one', async () => {
    expectRecoveryRefused(await recover(testApp.app, 'AAAA-BBBB-CCCC-DDDD'));
    expectRecoveryRefused(await recover(testApp.app, 'not a code!'));
  });

  it('regenerates the set: the old unused codes stop working, the new ones work', async () => {
    const { visitor, authenticator, recoveryCodes } = await savedMember();
    await reauthenticate(testApp.app, visitor, authenticator);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/recovery-codes',
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expectRecoveryRefused(await recover(testApp.app, String(recoveryCodes[0])));
    expect((await recover(testApp.app, String(fresh[0]))).statusCode).toBe(200);
  });

  it('has no codes to regenerate before a passkey is saved', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/recovery-codes',
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.noRecoveryCodesYet);
  });
});
