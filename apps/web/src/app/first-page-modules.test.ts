import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateFirstPageModules } from './first-page-modules';

function stubRouteModules(content: string | null) {
  vi.stubGlobal('document', { querySelector: () => (content === null ? null : { content }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("evaluating the first page's chunks", () => {
  it('imports each in the order named, each in a task after the one before', async () => {
    vi.useFakeTimers();
    stubRouteModules('/assets/zod-1.js /assets/schemas-2.js /assets/page-3.js');
    const imported: string[] = [];
    const finished = evaluateFirstPageModules(async (href) => {
      imported.push(href);
    });
    expect(imported).toEqual([]);
    await vi.runOnlyPendingTimersAsync();
    expect(imported).toEqual(['/assets/zod-1.js']);
    await vi.runOnlyPendingTimersAsync();
    expect(imported).toEqual(['/assets/zod-1.js', '/assets/schemas-2.js']);
    await vi.runOnlyPendingTimersAsync();
    await finished;
    expect(imported).toEqual(['/assets/zod-1.js', '/assets/schemas-2.js', '/assets/page-3.js']);
  });

  it('goes on past a chunk that does not load, leaving it to the router', async () => {
    stubRouteModules('/assets/gone-1.js /assets/page-2.js');
    const imported: string[] = [];
    await evaluateFirstPageModules(async (href) => {
      imported.push(href);
      if (href.includes('gone')) throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(imported).toEqual(['/assets/gone-1.js', '/assets/page-2.js']);
  });

  it('does nothing on a page the server named no chunks for', async () => {
    stubRouteModules(null);
    const importModule = vi.fn();
    await evaluateFirstPageModules(importModule);
    expect(importModule).not.toHaveBeenCalled();
  });
});
