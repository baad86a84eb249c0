import { DEFAULT_VISITOR_NAME, DISPLAY_NAME_MESSAGES } from '@app/shared/users/users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { activeContract, getContractAs } from '../../test/contract-factories.ts';

describe('PATCH /api/account: a display name (issue 41 §1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const patch = (headers: Record<string, string>, payload: unknown) =>
    testApp.app.inject({ method: 'PATCH', url: '/api/account', headers, payload: payload as object });

  it('starts as the default name, not chosen; a chosen name is trimmed and shown as the member from then on', async () => {
    const visitor = await createVisitor(testApp.app);
    expect(visitor.user).toMatchObject({ name: DEFAULT_VISITOR_NAME, hasDisplayName: false });

    const response = await patch(visitor.headers, { displayName: '  Priya Raman  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: visitor.user.id, name: 'Priya Raman', hasDisplayName: true });

    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(me.json().user).toMatchObject({ name: 'Priya Raman', hasDisplayName: true });
    const account = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: visitor.headers });
    expect(account.json().account.user.name).toBe('Priya Raman');
  });

  it.each([
    ['', DISPLAY_NAME_MESSAGES.required],
    ['   ', DISPLAY_NAME_MESSAGES.required],
    ['x'.repeat(61), DISPLAY_NAME_MESSAGES.tooLong],
    ['Ava\u0007Stone', DISPLAY_NAME_MESSAGES.controlCharacters],
    ['Ava\nStone', DISPLAY_NAME_MESSAGES.controlCharacters],
    ['Deleted member', DISPLAY_NAME_MESSAGES.reserved],
    [' deleted MEMBER ', DISPLAY_NAME_MESSAGES.reserved],
  ])('refuses %j with "%s" and keeps the name it had', async (displayName, message) => {
    const visitor = await createVisitor(testApp.app);
    const response = await patch(visitor.headers, { displayName });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'displayName', message }]);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(me.json().user).toMatchObject({ name: DEFAULT_VISITOR_NAME, hasDisplayName: false });
  });

  it('accepts one character and exactly 60, and refuses without a token', async () => {
    const visitor = await createVisitor(testApp.app);
    expect((await patch(visitor.headers, { displayName: 'Q' })).json().user.name).toBe('Q');
    expect((await patch(visitor.headers, { displayName: 'y'.repeat(60) })).json().user.name).toBe('y'.repeat(60));
    expect((await patch({}, { displayName: 'Nobody' })).statusCode).toBe(401);
  });

  it("renames the copies of the old name on the member's contracts and leaves another party's name alone", async () => {
    const { client, developer, contract: created } = await activeContract(testApp.app);
    expect((await patch(client.headers, { displayName: 'Clara Okafor' })).statusCode).toBe(200);
    const contract = (await getContractAs(testApp.app, developer, created.id)).json().contract;
    expect(contract.client.name).toBe('Clara Okafor');
    expect(contract.developer.name).toBe('Devi Developer');
  });

  it("takes a developer's profile name as their display name while they have none of their own", async () => {
    const visitor = await createVisitor(testApp.app);
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/developers/me',
      headers: visitor.headers,
      payload: { name: 'Priya Raman', title: 'Mobile developer' },
    });
    expect(saved.statusCode).toBe(200);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(me.json().user).toMatchObject({ name: 'Priya Raman', hasDisplayName: true });

    // A name chosen since is kept when the profile changes.
    await patch(visitor.headers, { displayName: 'Priya' });
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/developers/me',
      headers: visitor.headers,
      payload: { name: 'Priya R.', title: 'Mobile developer' },
    });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(after.json().user.name).toBe('Priya');
  });
});
