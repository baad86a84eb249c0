import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';
import { readPages } from './web-pages.ts';

const ONE_YEAR_SECONDS = 31_536_000;

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
  const pages = readPages(root);
  // wildcard: false registers one route per built file, so unknown paths reach the SPA fallback.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // A missing hashed asset (an old build's file) is a 404, never index.html with the wrong type.
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/assets/'))
      throw notFound(`No route for GET ${request.url.split('?')[0]}.`);
    reply.header('cache-control', 'no-cache');
    const [pathname = '', query] = request.url.split('?');
    const page = pages.get(pathname);
    if (page === undefined) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(query === undefined ? (page.framed ?? page.plain) : page.plain);
  });
});
