import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './chunk-groups';
import { loader } from './loader-plugin';
import { precompress } from './precompress-plugin';
import { prerender } from './prerender-plugin';
import { routePreloads } from './route-preloads-plugin';

/**
 * React Router publishes its production build beside the default one, which differs only in keeping
 * its development warnings (ENABLE_DEV_WARNINGS); its exports map offers only the default. The
 * production bundle takes the production build: the warnings' code is left out of the first visit.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [react(), tailwindcss(), loader(), routePreloads(), precompress(), prerender()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Tailwind v4's own minimum browsers: below them its CSS does not work anyway. Older CSS targets made
    // the minifier add a hex copy and an `@supports (color: lab())` copy of every colour (1.9 KB gzip).
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // No inline module-preload polyfill script: the CSP allows same-origin scripts only.
      polyfill: false,
      // No dependency lists in the entry chunk for its lazy imports (1.7 KB gzip of a first visit): the
      // first page's chunks are preloaded by the loader from the server's list (src/loader.ts), the big
      // shared chunks once start-up has settled, and a later page's few others load with it (issue 24).
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
    rolldownOptions: { output: { codeSplitting } },
  },
}));
