// `npm run build --workspace @app/server`: compiles the API server to one JavaScript file,
// apps/server/dist/server.js, run in production with plain `node` (docs/decisions/006), and beside
// it cv-pdf-worker.js, the thread each uploaded PDF is read in (issue 40), which server.js starts
// from its own directory.
// Every npm package stays an import resolved from node_modules at run time (their native parts,
// WebAssembly and data files stay where they expect to be); only our own TypeScript is bundled:
// apps/server/src and the workspace package @app/shared, which is published as .ts source.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const sharedSource = path.join(root, 'packages/shared/src');
const outdir = path.join(serverDir, 'dist');
const outfile = path.join(outdir, 'server.js');

/**
 * `packages: 'external'` keeps every bare import out of the bundle, @app/shared included; this
 * resolves `@app/shared/<path>` to its source first, as its package.json `exports` does
 * (`./*` -> `./src/*.ts`), so it is compiled in like our own files.
 */
const bundleSharedPackage = {
  name: 'bundle-app-shared',
  setup(buildApi) {
    buildApi.onResolve({ filter: /^@app\/shared\// }, (args) => ({
      path: path.join(sharedSource, `${args.path.slice('@app/shared/'.length)}.ts`),
    }));
  },
};

const started = performance.now();
const result = await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'cv-pdf-worker': path.join(serverDir, 'src/modules/assistant/cv-pdf-worker.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [bundleSharedPackage],
  sourcemap: true,
  // For stack traces in TypeScript terms: NODE_OPTIONS=--enable-source-maps (not on by default: ~8 MB).
  sourcesContent: false,
  // Names stay readable in logs and stack traces; the file is read once at start, size matters little.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

const bundled = Object.keys(result.metafile.inputs).length;
console.log(
  `Built ${path.relative(root, outfile)}: ${bundled} source files, ${Math.round(statSync(outfile).size / 1024)} KB, ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
