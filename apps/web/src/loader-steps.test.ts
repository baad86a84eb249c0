import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterFrames, importApp, PRELOADS_PER_TASK, preloadRouteModules } from './loader-steps';

/** A document with the given <meta name=... content=...> elements, recording what is added to its head. */
function stubDocument({
  metas = {},
  visibilityState = 'visible',
}: {
  metas?: Record<string, string>;
  visibilityState?: string;
}) {
  const added: unknown[] = [];
  vi.stubGlobal('document', {
    visibilityState,
    querySelector: (selector: string) => {
      const name = /meta\[name=([\w-]+)\]/.exec(selector)?.[1] ?? '';
      return name in metas ? { content: metas[name] } : null;
    },
    createElement: () => ({}),
    head: { append: (element: unknown) => added.push(element) },
  });
  return added;
}

/** requestAnimationFrame that runs its callbacks only when the test draws a frame. */
function stubAnimationFrames() {
  let callbacks: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
  return () => {
    const due = callbacks;
    callbacks = [];
    for (const callback of due) callback();
  };
}

/** A PerformanceObserver for paint entries that reports only when the test presents a paint. */
function stubPaintTiming() {
  const observers: Array<{ report: (list: { getEntriesByName: (name: string) => unknown[] }) => void }> = [];
  const disconnected = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(public report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push(this);
    }
    disconnect = disconnected;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const present = (name: string) => {
    for (const observer of observers)
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
  return { present, disconnected };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('starting the application after the first paint', () => {
  it('starts only once a frame has begun after the one that paints the page', () => {
    stubDocument({});
    const drawFrame = stubAnimationFrames();
    const start = vi.fn();
    afterFrames(2, start);
    expect(start).not.toHaveBeenCalled();
    drawFrame(); // the frame that paints the server's HTML
    expect(start).not.toHaveBeenCalled();
    drawFrame();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a hidden page, which draws no frames', () => {
    stubDocument({ visibilityState: 'hidden' });
    stubAnimationFrames();
    const start = vi.fn();
    afterFrames(2, start);
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('waiting for the first contentful paint', () => {
  it('starts once the browser reports the first contentful paint, and only once', () => {
    vi.useFakeTimers();
    stubDocument({});
    stubAnimationFrames();
    const { present, disconnected } = stubPaintTiming();
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    present('first-paint');
    expect(start).not.toHaveBeenCalled();
    present('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
    expect(disconnected).toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after the fallback delay when no contentful paint is reported', () => {
    vi.useFakeTimers();
    stubDocument({});
    stubAnimationFrames();
    stubPaintTiming();
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('counts two frames where the browser has no paint timing', () => {
    vi.useFakeTimers();
    stubDocument({});
    const drawFrame = stubAnimationFrames();
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['resource'] });
    const start = vi.fn();
    afterFirstPaint(start);
    drawFrame();
    expect(start).not.toHaveBeenCalled();
    drawFrame();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a hidden page', () => {
    stubDocument({ visibilityState: 'hidden' });
    stubPaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });
});

describe("preloading the route's chunks", () => {
  it('adds a module preload for each chunk the server named', async () => {
    const added = stubDocument({ metas: { 'route-modules': '/assets/layout-1.js /assets/page-2.js' } });
    await preloadRouteModules();
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/layout-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/page-2.js' },
    ]);
  });

  it(`asks for at most ${PRELOADS_PER_TASK} per task, in the order named`, async () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const added = stubDocument({ metas: { 'route-modules': hrefs.join(' ') } }) as Array<{ href: string }>;
    const finished = preloadRouteModules();
    expect(added.map((link) => link.href)).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    await vi.runOnlyPendingTimersAsync();
    expect(added.map((link) => link.href)).toEqual(hrefs.slice(0, PRELOADS_PER_TASK * 2));
    await vi.runOnlyPendingTimersAsync();
    expect(added.map((link) => link.href)).toEqual(hrefs);
    await finished;
  });

  it('adds nothing on a page the server named no chunks for', async () => {
    const added = stubDocument({});
    await preloadRouteModules();
    expect(added).toEqual([]);
  });
});

describe("importing the application's chunks", () => {
  it('preloads the later chunks at once, and evaluates each in order, in a task after the one before', async () => {
    vi.useFakeTimers();
    const added = stubDocument({ metas: { 'app-module': '/assets/react-1.js /assets/index-2.js' } });
    const imported: string[] = [];
    const finished = importApp(async (href) => {
      imported.push(href);
    });
    expect(added).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: '/assets/index-2.js' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['/assets/react-1.js', '/assets/index-2.js']);
    await finished;
  });

  it('does not import the application before React has been evaluated, nor in the same task', async () => {
    vi.useFakeTimers();
    stubDocument({ metas: { 'app-module': '/assets/react-1.js /assets/index-2.js' } });
    const imported: string[] = [];
    let evaluateReact = () => {};
    const finished = importApp(
      (href) =>
        new Promise<void>((resolve) => {
          imported.push(href);
          if (href.includes('react')) evaluateReact = resolve;
          else resolve();
        }),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toEqual(['/assets/react-1.js']);
    evaluateReact();
    await Promise.resolve();
    await Promise.resolve();
    expect(imported).toEqual(['/assets/react-1.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['/assets/react-1.js', '/assets/index-2.js']);
    await finished;
  });

  it('imports a single application chunk without preloading anything', async () => {
    const added = stubDocument({ metas: { 'app-module': '/assets/index-2.js' } });
    const imported: string[] = [];
    await importApp(async (href) => {
      imported.push(href);
    });
    expect(imported).toEqual(['/assets/index-2.js']);
    expect(added).toEqual([]);
  });
});
