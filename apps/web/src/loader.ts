import { afterFirstPaint, afterFrames, importApp, preloadRouteModules } from './loader-steps';

/**
 * index.html's script in the build, a few hundred bytes (apps/web/loader-plugin.ts): the
 * application (main.tsx) is fetched only once the server's HTML is on screen, so no request for
 * its code competes with the first paint (DESIGN.md §8, first paint). Until it starts, the page's
 * pre-rendered frame or the start-up screen shows, styled by its inlined critical CSS.
 */
afterFirstPaint(() => {
  void importApp();
  // A frame later: the application's chunk, the largest, is asked for first (six at a time over HTTP/1.1).
  afterFrames(1, () => void preloadRouteModules());
});
