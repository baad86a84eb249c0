import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The chunk of React and React DOM (chunk-groups.ts), evaluated before the application's. */
const REACT_CHUNK = 'react';
/** index.html's script for the application, as Vite writes it. */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Builds src/loader.ts as a second entry and makes it index.html's only script: the application's
 * chunk is named in `<meta name="app-module">`, which the loader imports after the first paint
 * (DESIGN.md §8, first paint). In `vite dev` index.html loads main.tsx itself.
 */
export function loader(entry = path.resolve(import.meta.dirname, 'src/loader.ts')): Plugin {
  return {
    name: 'loader',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: path.resolve(import.meta.dirname, 'index.html'), loader: entry } } },
    }),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const loaderChunk = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.facadeModuleId === entry,
        );
        if (html?.type !== 'asset' || !loaderChunk) this.error('loader: no index.html or no loader chunk');
        const source = String(html.source);
        if (!APP_SCRIPT.test(source)) this.error('loader: index.html has no module script');
        // React's chunk first: the loader evaluates each in a task of its own, in this order.
        const reactChunk = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.name === REACT_CHUNK,
        );
        // What it imports (the bundler's runtime) before it, so all are fetched at once.
        const before = reactChunk ? [...reactChunk.imports, reactChunk.fileName].map((file) => `/${file}`) : [];
        html.source = source.replace(
          APP_SCRIPT,
          (_script, app: string) =>
            `<meta name="app-module" content="${[...before, app].join(' ')}"><script type="module" crossorigin src="/${loaderChunk.fileName}"></script>`,
        );
      },
    },
  };
}
