import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { inlineCriticalCss } from './critical-css';

/** Where the frames land in the build output; the server reads them (apps/server/src/plugins/web-pages.ts). */
const PRERENDERED_FILE = '.vite/prerendered.json';

interface PrerenderModule {
  PRERENDERED_ROUTES: ReadonlyArray<[name: string, path: string]>;
  renderFirstFrame(path: string): Promise<string>;
}

/**
 * After the browser build: renders each page's first frame to HTML (src/app/prerender.tsx, built
 * for Node) and writes { "<ROUTE_PATHS name>": "<html>" } to the output's .vite/prerendered.json.
 * The server puts a frame in place of the start-up screen and the browser hydrates it, so a page
 * is on screen before its JavaScript arrives (DESIGN.md §8), styled by its own critical CSS
 * (critical-css.ts) rather than waiting for the whole stylesheet. A page that cannot render without a
 * browser fails the build here, not in front of a visitor.
 */
export function prerender(entry = 'src/app/prerender.tsx'): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the project, so the bundle's external imports (react, react-router...) resolve from node_modules.
      const ssrDir = path.join(root, '.prerender');
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, target: 'node20' },
        });
        const moduleFile = path.join(ssrDir, `${path.basename(entry, path.extname(entry))}.js`);
        // A fresh URL each time: a second build in the same process must not get the first one's module.
        const { PRERENDERED_ROUTES, renderFirstFrame } = (await import(
          `${pathToFileURL(moduleFile).href}?build=${Date.now()}`
        )) as PrerenderModule;
        const frames: Record<string, string> = {};
        for (const [name, routePath] of PRERENDERED_ROUTES) frames[name] = await renderFirstFrame(routePath);
        const outFile = path.join(outDir, PRERENDERED_FILE);
        mkdirSync(path.dirname(outFile), { recursive: true });
        writeFileSync(outFile, `${JSON.stringify(frames, null, 2)}\n`);
        await inlineCriticalCss(outDir, frames);
        const sizes = Object.values(frames).map((html) => html.length);
        this.info(`pre-rendered ${sizes.length} pages (${Math.min(...sizes)}-${Math.max(...sizes)} characters each)`);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
