/**
 * What src/loader.ts does, apart so it can be tested. The build (apps/web/loader-plugin.ts) names
 * the application's chunk in `<meta name="app-module">`; the server names the chunks the page's
 * route needs in `<meta name="route-modules">` (apps/server/src/plugins/web-pages.ts).
 */

/**
 * Runs `run` once `frames` animation frames have begun: after two, the server's HTML has been
 * painted (the first frame's callback runs before that paint). A hidden page paints nothing and
 * gets no frames: it runs at once.
 */
export function afterFrames(frames: number, run: () => void): void {
  if (frames === 0 || document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => afterFrames(frames - 1, run));
}

export function importApp(): void {
  for (const href of modulesNamed('app-module')) void import(/* @vite-ignore */ href);
}

/** The route's chunks load alongside the application's instead of after it has asked for them. */
export function preloadRouteModules(): void {
  // crossOrigin '': the credentials mode of import(), or the browser would fetch them twice.
  for (const href of modulesNamed('route-modules'))
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
    );
}

function modulesNamed(name: string): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name=${name}]`)?.content.split(' ') ?? [];
}
