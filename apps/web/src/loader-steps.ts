/**
 * What src/loader.ts does, apart so it can be tested. The build (apps/web/loader-plugin.ts) names
 * the application's chunk in `<meta name="app-module">`; the server names the chunks the page's
 * route needs in `<meta name="route-modules">` (apps/server/src/plugins/web-pages.ts).
 */

/**
 * Runs `run` once the browser reports the first contentful paint: the server's HTML (or the
 * start-up screen) is on screen. Two frames after the paint's own frame are not enough, since the
 * paint is counted when the compositor presents it, which can come later under load. A hidden
 * page paints nothing and runs at once; without paint timing, two frames stand in for it; and
 * whatever happens, it runs after `fallbackMs`.
 */
export function afterFirstPaint(run: () => void, fallbackMs = 1000): void {
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  let ran = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (ran) return;
    ran = true;
    observer?.disconnect();
    run();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else afterFrames(2, once);
  setTimeout(once, fallbackMs);
}

/**
 * Runs `run` once `frames` animation frames have begun: after two, the previous frame has been
 * drawn (a frame's callback runs before its paint). A hidden page gets no frames: it runs at once.
 */
export function afterFrames(frames: number, run: () => void): void {
  if (frames === 0 || document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => afterFrames(frames - 1, run));
}

/**
 * Imports the application's chunks in the order `<meta name="app-module">` names them (the
 * bundler's runtime, React's, then the application's), each evaluated in a task of its own: one
 * evaluation of all was one long task on a phone (bench/findings.md item 21). All are fetched at once.
 */
export async function importApp(importModule = (href: string) => import(/* @vite-ignore */ href)): Promise<void> {
  const modules = modulesNamed('app-module');
  for (const href of modules.slice(1)) preload(href);
  for (const [index, href] of modules.entries()) {
    if (index > 0) await nextTask();
    await importModule(href);
  }
}

/**
 * Starting a fetch costs the main thread about half a millisecond on a phone (two with Lighthouse's
 * 4x slowdown): a page's twenty-odd chunks asked for at once were one long task.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * The route's chunks load alongside the application's instead of after it has asked for them, a
 * few per task.
 */
export async function preloadRouteModules(): Promise<void> {
  const hrefs = modulesNamed('route-modules');
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) preload(href);
  }
}

function preload(href: string): void {
  // crossOrigin '': the credentials mode of import(), or the browser would fetch them twice.
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
}

/** Resolves in a later task, after the browser has had the chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function modulesNamed(name: string): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name=${name}]`)?.content.split(' ') ?? [];
}
