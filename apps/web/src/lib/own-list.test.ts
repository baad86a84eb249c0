import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error';
import { pageSearch, readOwnList } from './own-list';
import { stubBrowser } from './test-browser';

type Page = { items: string[]; nextCursor: string | null };
const empty: Page = { items: [], nextCursor: null };
const page: Page = { items: ['mine'], nextCursor: 'next' };

describe("reading the visitor's own lists", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not ask the server before this browser has a visitor: there is nothing of theirs yet', async () => {
    stubBrowser();
    const read = vi.fn(async () => page);
    expect(await readOwnList(empty, read)).toBe(empty);
    expect(read).not.toHaveBeenCalled();
  });

  it("returns the server's page for a visitor, and the empty one when the server no longer knows them", async () => {
    stubBrowser().items.set('visitor_token', 'token');
    expect(await readOwnList(empty, async () => page)).toBe(page);
    const unknown = async () => Promise.reject(new ApiRequestError({ status: 401 }));
    expect(await readOwnList(empty, unknown)).toBe(empty);
  });

  it('lets any other failure through, so the page can say so and offer a retry', async () => {
    stubBrowser().items.set('visitor_token', 'token');
    const down = async () => Promise.reject(new ApiRequestError({ status: 503 }));
    await expect(readOwnList(empty, down)).rejects.toThrow('HTTP error! status: 503');
  });

  it('asks for one page: its size, the cursor when there is one, and the filters', () => {
    expect(pageSearch(20, null)).toBe('limit=20');
    expect(pageSearch(20, 'abc', { status: 'hired' })).toBe('limit=20&status=hired&cursor=abc');
  });
});
