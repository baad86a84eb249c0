import { CLIENT_STATE_PAGES, ROUTE_PATHS, type RoutePath } from '@app/shared/navigation/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { routes } from './router';

/** Every page but those whose first render the server cannot know (CLIENT_STATE_PAGES). */
export const PRERENDERED_ROUTES: ReadonlyArray<[name: string, path: RoutePath]> = Object.entries(ROUTE_PATHS).filter(
  ([, path]) => !CLIENT_STATE_PAGES.has(path),
);

/**
 * Build-time only (apps/web/prerender-plugin.ts): the first frame of a page, rendered to HTML with
 * the same route tree the browser renders, with no data (lists show their loading state). The
 * server sends it in place of the start-up screen, so a visitor sees the page, its heading and
 * its introduction, before the JavaScript has arrived (DESIGN.md §8: Lighthouse performance).
 * The browser then hydrates it (main.tsx).
 */
export async function renderFirstFrame(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for everything that suspends, lazy parts included. Error
  // boundaries do not catch on the server: a page that throws fails the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    // The same tree as main.tsx renders in the browser, so the browser can hydrate it as it is.
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppErrorBoundary>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never split a finished boundary out into a script-revealed segment: the CSP runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  if (errors.length > 0) throw new AggregateError(errors, `${pathname} failed to render`);
  // Markup only: a script (or a boundary left waiting for one) would never run under the CSP.
  if (/<script|<template|<!--\$\?-->/.test(html))
    throw new Error(`${pathname} rendered a script or a pending boundary`);
  return html;
}
