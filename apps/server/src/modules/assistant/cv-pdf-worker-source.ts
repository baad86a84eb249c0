import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let bundled: Promise<URL> | null = null;

/**
 * From the sources only (tests, `npm run dev`; never in the build, which ships cv-pdf-worker.js):
 * the thread's file bundled once per process, as scripts/build-server.mjs does, with esbuild (a
 * development dependency, imported only here). Through tsx each thread would start its own
 * esbuild, seconds per upload on a busy machine. Written under the repository's `.tmp/`, so PDF.js
 * resolves from its node_modules; removed when the process exits.
 */
export function workerFileFromSource(): Promise<URL> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const outfile = path.join(root, '.tmp', `cv-pdf-worker-${process.pid}.mjs`);
    mkdirSync(path.dirname(outfile), { recursive: true });
    await build({
      entryPoints: [fileURLToPath(new URL('./cv-pdf-worker.ts', import.meta.url))],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: ['unpdf'],
      logLevel: 'warning',
    });
    process.once('exit', () => rmSync(outfile, { force: true }));
    return pathToFileURL(outfile);
  })();
  return bundled;
}
