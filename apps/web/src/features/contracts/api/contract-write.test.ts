import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubBrowser } from '../../../lib/test-browser';

describe('the Idempotency-Key of a contract write', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['idempotency-key'];

  beforeEach(() => {
    vi.resetModules();
    stubBrowser().items.set('visitor_token', 'token');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the same when the same write is tried again after the network failed, so money moves once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { sendContractWrite } = await import('./contract-write');
    const send = () => sendContractWrite('/contracts/c1/milestones/m1/fund', { body: {}, schema: z.unknown() });
    await expect(send()).rejects.toThrow(/Network/);
    await send();
    expect(keyOf(0)).toBeTruthy();
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('is new once the first try was answered, even refused, and for any other write', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(409, { success: false, error: 'conflict', message: 'Already funded.' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { sendContractWrite } = await import('./contract-write');
    const send = (path: string) => sendContractWrite(path, { body: {}, schema: z.unknown() });
    await expect(send('/contracts/c1/milestones/m1/fund')).rejects.toThrow('HTTP error! status: 409');
    await send('/contracts/c1/milestones/m1/fund');
    await send('/contracts/c1/milestones/m2/fund');
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(3);
  });
});
