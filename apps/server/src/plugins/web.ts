import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';

const ONE_YEAR_SECONDS = 31_536_000;
/** Written by apps/web/route-preloads-plugin.ts: ROUTE_PATHS name -> lazy chunks of that page. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/**
 * index.html per route, with <link rel="modulepreload"> for the route's lazy chunks so the
 * browser fetches them alongside the entry chunk instead of after it has run (DESIGN.md §8).
 * They are marked fetchpriority="low": nothing can use them before the entry chunk has run, so on
 * a slow connection the CSS and the entry chunk (the start-up screen, the shell) come first.
 * Empty when the build has no preload map: every path then gets the plain index.html.
 */
function pagesWithPreloads(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const mapFile = path.join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(mapFile)) return pages;
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>;
  const routes: Record<string, string> = ROUTE_PATHS;
  for (const [name, files] of Object.entries(preloads)) {
    const routePath = routes[name];
    if (!routePath || !html.includes('</head>')) continue;
    const links = files
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
      .join('');
    pages.set(routePath, html.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and any non-/api path answered with index.html so the browser router takes over.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const root = path.resolve(options.distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each asset (apps/web/precompress-plugin.ts).
    preCompressed: true,
    // Cache headers are ours (below): immutable for hashed assets, revalidate for the rest.
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  const pages = pagesWithPreloads(root);
  // wildcard: false registers one route per built file, so unknown paths reach the SPA fallback.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // A missing hashed asset (an old build's file) is a 404, never index.html with the wrong type.
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/assets/'))
      throw notFound(`No route for GET ${request.url.split('?')[0]}.`);
    reply.header('cache-control', 'no-cache');
    const page = pages.get(request.url.split('?')[0] ?? '');
    return page === undefined ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
  });
});
