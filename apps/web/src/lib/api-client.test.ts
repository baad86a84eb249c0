import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubBrowser } from './test-browser';

const session = (token: string) => ({
  success: true,
  token,
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
});

describe('apiRequest', () => {
  let items: Map<string, string>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    ({ items } = stubBrowser());
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const sentHeaders = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined;

  it('creates a visitor session once before the first write and sends the bearer token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, session('token-1')))
      .mockResolvedValueOnce(jsonResponse(201, { success: true, id: 'x' }));
    const { apiRequest } = await import('./api-client');
    await apiRequest('/things', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ id: z.string() }),
      idempotencyKey: 'k1',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session');
    expect(sentHeaders(1)).toMatchObject({ authorization: 'Bearer token-1', 'idempotency-key': 'k1' });
    expect(items.get('visitor_token')).toBe('token-1');
  });

  it('sends a FormData as it is, leaving its multipart content type to the browser', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, text: 'Ada' }));
    const { apiRequest } = await import('./api-client');
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    await apiRequest('/upload', { method: 'POST', body: form, schema: z.object({ text: z.string() }), auth: 'none' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(0)).toEqual({ accept: 'application/json' });
  });

  it("raises 'HTTP error! status: {code}' carrying the server's message and field errors", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        success: false,
        error: 'invalid_input',
        message: 'Invalid title',
        errors: [{ path: 'title', message: 'Title is required' }],
      }),
    );
    const { apiRequest } = await import('./api-client');
    const failure = apiRequest('/things', { schema: z.unknown() });
    await expect(failure).rejects.toMatchObject({
      message: 'HTTP error! status: 400',
      status: 400,
      serverMessage: 'Invalid title',
      errors: [{ path: 'title', message: 'Title is required' }],
      isRejection: true,
    });
  });

  it('renews a token the server no longer knows and retries once', async () => {
    items.set('visitor_token', 'stale');
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { success: false, error: 'unauthorized', message: 'Sign in again' }))
      .mockResolvedValueOnce(jsonResponse(201, session('fresh')))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { apiRequest } = await import('./api-client');
    await expect(
      apiRequest('/things', { method: 'PUT', body: {}, schema: z.object({ ok: z.boolean() }) }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(items.get('visitor_token')).toBe('fresh');
  });

  it('turns a failed fetch into a NetworkError with the spec message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { apiRequest } = await import('./api-client');
    await expect(apiRequest('/things', { schema: z.unknown() })).rejects.toThrow(
      'Network connection error - please check your internet connection',
    );
  });
});

describe('outbox', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    stubBrowser().items.set('visitor_token', 'token');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a write that could not reach the server and delivers it later with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { sendOrQueue, flushOutbox, onOutboxEvent } = await import('./outbox');
    const { getOutboxEntries } = await import('./outbox-store');
    const result = await sendOrQueue({
      method: 'POST',
      path: '/things',
      body: { a: 1 },
      label: 'Your thing',
      schema: z.unknown(),
    });
    expect(result.status).toBe('pending');
    expect(getOutboxEntries()).toHaveLength(1);

    const events: string[] = [];
    onOutboxEvent((event) => events.push(event.type));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { success: true }));
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(0);
    expect(events).toEqual(['delivered']);
    const lastHeaders = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string> | undefined;
    expect(lastHeaders?.['idempotency-key']).toBe(result.status === 'pending' ? result.entry.idempotencyKey : '');
  });

  it('never queues a write the server rejects', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, error: 'invalid_input', message: 'No' }));
    const { sendOrQueue } = await import('./outbox');
    const { getOutboxEntries } = await import('./outbox-store');
    await expect(
      sendOrQueue({ method: 'POST', path: '/things', body: {}, label: 'Your thing', schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 400 });
    expect(getOutboxEntries()).toHaveLength(0);
  });
});
