import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('serving the built web app', () => {
  let testApp: TestApp;
  const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><head><title>App</title><style data-critical-css>.start-up{color:gray}</style></head><div id="root">\n  <!--start-up screen--><p>Loading application...</p><!--/start-up screen-->\n</div>',
    );
    writeFileSync(
      path.join(distDir, '.vite', 'prerendered.json'),
      JSON.stringify({ protoHub: '<h1>Proto Hub</h1><p>Costs $1 &amp; $& more</p>' }),
    );
    writeFileSync(
      path.join(distDir, '.vite', 'critical-css.json'),
      JSON.stringify({ protoHub: '.proto-hub{content:"$&"}', jobs: '.jobs{color:red}' }),
    );
    writeFileSync(
      path.join(distDir, '.vite', 'route-preloads.json'),
      JSON.stringify({ protoHub: ['/assets/query-layout-1.js', '/assets/proto-hub-page-2.js'], nowhere: ['/x.js'] }),
    );
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    const preCompressed = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    writeFileSync(path.join(distDir, 'assets', 'page-def456.js'), preCompressed);
    writeFileSync(path.join(distDir, 'assets', 'page-def456.js.gz'), gzipSync(preCompressed, { level: 9 }));
    writeFileSync(path.join(distDir, 'assets', 'page-def456.js.br'), brotliCompressSync(preCompressed));
    writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
    testApp = await buildTestApp({ serveWeb: true, config: { WEB_DIST_DIR: distDir }, rateLimit: { globalMax: 3 } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers any non-API path with index.html, revalidated on every visit', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/proto-hub?tab=prototypes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("names the route's lazy chunks in its index.html, for the loader to preload once the page has painted", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/proto-hub?tab=prototypes' });
    expect(response.body).toContain(
      '<meta name="route-modules" content="/assets/query-layout-1.js /assets/proto-hub-page-2.js"></head>',
    );
    // Nothing the browser would fetch before the first paint.
    expect(response.body).not.toContain('modulepreload');
    const other = await testApp.app.inject({ method: 'GET', url: '/some/page' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('route-modules');
    const preloadMap = await testApp.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(preloadMap.body).not.toContain('proto-hub-page');
  });

  it("sends a page's pre-rendered first frame in place of the start-up screen at its plain address", async () => {
    const framed = await testApp.app.inject({ method: 'GET', url: '/proto-hub' });
    expect(framed.body).toContain(
      '<div id="root" data-prerendered inert><h1>Proto Hub</h1><p>Costs $1 &amp; $& more</p></div>',
    );
    expect(framed.body).not.toContain('Loading application...');
    expect(framed.body).toContain('content="/assets/query-layout-1.js /assets/proto-hub-page-2.js">');
    // With a query the first frame may differ (another tab, a filter): the start-up screen, as before.
    const withQuery = await testApp.app.inject({ method: 'GET', url: '/proto-hub?tab=prototypes' });
    expect(withQuery.body).toContain('Loading application...');
    expect(withQuery.body).not.toContain('<h1>Proto Hub</h1>');
    const noFrame = await testApp.app.inject({ method: 'GET', url: '/jobs' });
    expect(noFrame.body).toContain('Loading application...');
    const frames = await testApp.app.inject({ method: 'GET', url: '/.vite/prerendered.json' });
    expect(frames.body).not.toContain('Proto Hub');
  });

  it("styles a pre-rendered frame with its own critical CSS, anything else with the start-up screen's", async () => {
    const framed = await testApp.app.inject({ method: 'GET', url: '/proto-hub' });
    expect(framed.body).toContain('<title>App</title><style data-critical-css>.proto-hub{content:"$&"}</style>');
    expect(framed.body).not.toContain('.start-up');
    // The start-up screen keeps index.html's CSS: with a query, on a page without a frame, anywhere else.
    for (const url of ['/proto-hub?tab=prototypes', '/jobs', '/some/page']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<style data-critical-css>.start-up{color:gray}</style>');
      expect(page.body, url).not.toContain('.proto-hub');
      expect(page.body, url).not.toContain('.jobs');
    }
    const styles = await testApp.app.inject({ method: 'GET', url: '/.vite/critical-css.json' });
    expect(styles.body).not.toContain('.proto-hub');
  });

  it('answers the marketplace pages, deep links included, with the start-up screen: they are never pre-rendered', async () => {
    const jobId = '3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
    for (const url of ['/my-jobs', `/my-jobs/${jobId}`, `/my-jobs/${jobId}?application=${jobId}`, '/my-applications']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('Loading application...');
      expect(response.body, url).not.toContain('data-prerendered');
    }
  });

  it("sends the build's .br or .gz file as it is when the browser accepts it", async () => {
    const asset = (encoding: string) =>
      testApp.app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': encoding } });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'page-def456.js.br')))).toBe(true);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'page-def456.js.gz')))).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never rate-limits the app files: a page load fetches dozens of them', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await testApp.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
      expect((await testApp.app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(200);
    }
  });

  it('serves robots.txt', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent');
  });

  it('keeps unknown API paths and missing assets as JSON 404s', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
    const staleAsset = await testApp.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(staleAsset.statusCode).toBe(404);
    expect(staleAsset.headers['content-type']).toContain('application/json');
    const manifest = await testApp.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toBe('{}');
  });
});
