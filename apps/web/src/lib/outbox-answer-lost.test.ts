import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { IDEMPOTENCY_MESSAGES } from '@app/shared/api/idempotency.constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubBrowser } from './test-browser';

/** What the server answers a retried keyed write whose first try was stored but never answered. */
const answerLost = () =>
  jsonResponse(409, {
    success: false,
    error: API_ERROR_CODES.alreadyCarriedOut,
    message: IDEMPOTENCY_MESSAGES.answerLost,
  });
const inProgress = () =>
  jsonResponse(409, { success: false, error: API_ERROR_CODES.inProgress, message: IDEMPOTENCY_MESSAGES.inProgress });

describe('an outbox write whose server died mid-request', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    const { items } = stubBrowser();
    items.set('visitor_token', 'visitor-token');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function queueOne() {
    fetchMock.mockResolvedValueOnce(jsonResponse(502, null));
    const outbox = await import('./outbox');
    const store = await import('./outbox-store');
    const events: { type: string; note?: string; message?: string }[] = [];
    outbox.onOutboxEvent((event) => events.push(event));
    const result = await outbox.sendOrQueue({
      method: 'POST',
      path: '/jobs',
      body: { title: 'Published while the server restarts' },
      label: 'Your job',
      schema: z.unknown(),
    });
    expect(result.status).toBe('pending');
    return { ...outbox, ...store, events };
  }

  it('waits while the first try is still held, then takes the stored answer as delivered, with its sentence', async () => {
    const { flushOutbox, getOutboxEntries, events } = await queueOne();

    fetchMock.mockResolvedValueOnce(inProgress());
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(1);
    expect(events).toEqual([]);

    fetchMock.mockResolvedValueOnce(answerLost());
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(0);
    expect(events).toEqual([
      expect.objectContaining({ type: 'delivered', response: null, note: IDEMPOTENCY_MESSAGES.answerLost }),
    ]);

    // Nothing is left to send again.
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('still gives up a write the server refuses for what it says (a plain 409)', async () => {
    const { flushOutbox, getOutboxEntries, events } = await queueOne();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { success: false, error: 'conflict', message: IDEMPOTENCY_MESSAGES.reused }),
    );
    await flushOutbox();
    expect(getOutboxEntries()).toHaveLength(0);
    expect(events).toEqual([expect.objectContaining({ type: 'rejected', message: IDEMPOTENCY_MESSAGES.reused })]);
  });
});
