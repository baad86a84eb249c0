import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubBrowser } from './test-browser';

/** What the server answers a saved account's session that passed its 30 idle days (issue 21 §5). */
const expired = () =>
  jsonResponse(401, { success: false, error: 'session_expired', message: ACCOUNT_MESSAGES.sessionExpired });

describe('a saved account whose session expired', () => {
  let items: Map<string, string>;
  const fetchMock = vi.fn<typeof fetch>();
  const sentTo = () => fetchMock.mock.calls.map((call) => call[0]);
  const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined;

  beforeEach(() => {
    vi.resetModules();
    ({ items } = stubBrowser());
    items.set('visitor_token', 'saved-account-token');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not silently replaced by a new anonymous visitor: the token stays and the header is told why', async () => {
    fetchMock.mockResolvedValueOnce(expired());
    const { apiRequest } = await import('./api-client');
    const { getSessionExpiredMessage } = await import('./outbox-store');

    await expect(
      apiRequest('/questions', { method: 'POST', body: { title: 'x' }, schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 401, code: 'session_expired', serverMessage: ACCOUNT_MESSAGES.sessionExpired });
    expect(sentTo()).toEqual(['/api/questions']);
    expect(items.get('visitor_token')).toBe('saved-account-token');
    expect(getSessionExpiredMessage()).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('keeps a write in the outbox, and sends it as the account once signed in again', async () => {
    fetchMock.mockResolvedValueOnce(expired());
    const { sendOrQueue, flushOutbox, onOutboxEvent } = await import('./outbox');
    const { getOutboxEntries, setSessionExpiredMessage } = await import('./outbox-store');
    const events: string[] = [];
    onOutboxEvent((event) => events.push(event.type));

    const result = await sendOrQueue({
      method: 'POST',
      path: '/questions',
      body: { title: 'How do I keep my account?' },
      label: 'Your question',
      schema: z.unknown(),
    });
    expect(result.status).toBe('pending');
    expect(getOutboxEntries()).toHaveLength(1);

    // Retrying before signing in gets the same answer: the write waits, it is not rejected.
    fetchMock.mockResolvedValueOnce(expired());
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(1);
    expect(events).toEqual([]);

    // Signed in again (the account page stores the new token and clears the message).
    items.set('visitor_token', 'new-session-token');
    setSessionExpiredMessage(null);
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { success: true }));
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(0);
    expect(events).toEqual(['delivered']);
    expect(headersOf(2)).toMatchObject({
      authorization: 'Bearer new-session-token',
      'idempotency-key': result.status === 'pending' ? result.entry.idempotencyKey : '',
    });
    expect(sentTo()).not.toContain('/api/session');
  });

  it('still renews an unknown token (a plain 401), as for any anonymous visitor', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { success: false, error: 'unauthorized', message: 'No' }))
      .mockResolvedValueOnce(
        jsonResponse(201, {
          success: true,
          token: 'fresh',
          user: {
            id: '6f1c1f5e-8a4b-4f7e-9a53-1b2c3d4e5f60',
            name: 'Community Member',
            handle: null,
            avatar: 'abc',
            reputation: 150,
            isAI: false,
            bio: '',
            createdAt: '2026-11-21T10:00:00.000Z',
            hasDisplayName: false,
          },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(201, { success: true }));
    const { apiRequest } = await import('./api-client');
    const { getSessionExpiredMessage } = await import('./outbox-store');
    await apiRequest('/questions', { method: 'POST', body: {}, schema: z.unknown() });
    expect(items.get('visitor_token')).toBe('fresh');
    expect(getSessionExpiredMessage()).toBeNull();
  });
});

describe('signing in', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    stubBrowser().items.set('visitor_token', 'anonymous-visitor');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("never sends this browser's token, and a refusal leaves that visitor alone", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, error: 'unauthorized', message: ACCOUNT_MESSAGES.recoveryFailed }),
    );
    const { apiRequest } = await import('./api-client');
    const { readText } = await import('./storage');
    await expect(
      apiRequest('/account/recover', { method: 'POST', body: { code: 'x' }, schema: z.unknown(), auth: 'none' }),
    ).rejects.toMatchObject({ serverMessage: ACCOUNT_MESSAGES.recoveryFailed });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers).toBeDefined();
    expect(headers?.authorization).toBeUndefined();
    expect(readText('visitor_token')).toBe('anonymous-visitor');
  });
});
