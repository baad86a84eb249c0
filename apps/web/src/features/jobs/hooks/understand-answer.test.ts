import { ASSISTANT_MESSAGES } from '@app/shared/assistant/assistant.constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubBrowser } from '../../../lib/test-browser';
import { NO_UNDERSTANDING } from '../assistant/understanding';
import { type Conversation, createMessage } from './conversation-storage';

const conversation: Conversation = {
  messages: [
    createMessage('AI', 'What is your estimated budget for this project?'),
    createMessage('User', 'About $10k'),
  ],
  state: { slotIndex: 6, slots: { title: 'Bakery app' } },
  mode: 'free',
  understanding: { ...NO_UNDERSTANDING, facts: { title: 'Bakery app' }, asking: 'budget' },
};

const refusal = (path: string, message: string) =>
  jsonResponse(400, {
    success: false,
    error: 'invalid_input',
    message: `Invalid ${path}: ${message}`,
    errors: [{ path, message }],
  });

describe('understanding the last answer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    stubBrowser();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const understand = async () => {
    const { understandLastAnswer } = await import('./understand-answer');
    return understandLastAnswer(conversation, new AbortController().signal);
  };

  it('sends the answer, what is settled and the question it answers, without a visitor token', async () => {
    const reply = {
      success: true,
      draft: { title: 'Bakery app', budget: '$10,000' },
      facts: { title: 'Bakery app', budgetMin: 10000, budgetMax: 10000, currency: 'USD' },
      missing: ['description'],
      generator: 'built-in',
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, reply));
    expect(await understand()).toEqual({ status: 'understood', reply });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/assistant/project-draft');
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'About $10k',
      known: { title: 'Bakery app' },
      slot: 'budget',
    });
    expect(init?.headers).not.toHaveProperty('authorization');
  });

  it("is refused with the server's sentence only when the text itself is refused", async () => {
    fetchMock.mockResolvedValueOnce(refusal('text', ASSISTANT_MESSAGES.tooLong));
    expect(await understand()).toEqual({ status: 'refused', message: ASSISTANT_MESSAGES.tooLong });
    fetchMock.mockResolvedValueOnce(refusal('known.title', 'Too big: expected string to have <=200 characters'));
    expect(await understand()).toEqual({ status: 'failed' });
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(jsonResponse(503, { success: false, error: 'x', message: 'Down' }))],
    [
      'rate limited',
      () => Promise.resolve(jsonResponse(429, { success: false, error: 'rate_limited', message: 'Slow down' })),
    ],
    ['an answer that breaks the contract', () => Promise.resolve(jsonResponse(200, { success: true, draft: 'oops' }))],
  ])('fails when %s', async (_, answer) => {
    fetchMock.mockImplementationOnce(answer);
    expect(await understand()).toEqual({ status: 'failed' });
  });

  it('gives up on an answer that does not come', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const { understandLastAnswer } = await import('./understand-answer');
    const { UNDERSTAND_TIMEOUT_MS } = await import('../../../lib/understand-answer');
    const outcome = understandLastAnswer(conversation, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(UNDERSTAND_TIMEOUT_MS);
    expect(await outcome).toEqual({ status: 'failed' });
  });
});
