import { describe, expect, it } from 'vitest';
import { applyDeferredStylesheets } from './deferred-stylesheets';

/** A <link media="print" data-deferred-media="all">, loaded or still on its way. */
function buildDeferredLink({ isLoaded }: { isLoaded: boolean }) {
  const listeners = new Map<string, () => void>();
  const link = {
    media: 'print',
    dataset: { deferredMedia: 'all' } as Record<string, string>,
    sheet: isLoaded ? {} : null,
    removeAttribute: (name: string) => {
      if (name === 'data-deferred-media') delete link.dataset.deferredMedia;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
  return link;
}

function documentWith(links: unknown[]): ParentNode {
  return { querySelectorAll: () => links } as unknown as ParentNode;
}

const settled = (promise: Promise<void>) => {
  let isDone = false;
  void promise.then(() => {
    isDone = true;
  });
  return () => isDone;
};

describe('applying the stylesheet the build deferred behind the critical CSS', () => {
  it('applies a stylesheet that has already loaded at once', async () => {
    const link = buildDeferredLink({ isLoaded: true });
    await applyDeferredStylesheets(documentWith([link]));
    expect(link.media).toBe('all');
    expect(link.dataset.deferredMedia).toBeUndefined();
  });

  it('waits for a stylesheet still on its way before the app may draw', async () => {
    const link = buildDeferredLink({ isLoaded: false });
    const applied = applyDeferredStylesheets(documentWith([link]));
    const isDone = settled(applied);
    await Promise.resolve();
    expect(link.media).toBe('all');
    expect(isDone()).toBe(false);
    link.fire('load');
    await expect(applied).resolves.toBeUndefined();
  });

  it('lets the app start when the stylesheet fails to load, and at once when there is none (dev server)', async () => {
    const link = buildDeferredLink({ isLoaded: false });
    const failed = applyDeferredStylesheets(documentWith([link]));
    link.fire('error');
    await expect(failed).resolves.toBeUndefined();
    await expect(applyDeferredStylesheets(documentWith([]))).resolves.toBeUndefined();
  });
});
