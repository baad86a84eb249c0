import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let bundled: Promise<URL> | null = null;

/**
 * From the sources only (tests, `npm run dev`; never in the build, which ships cv-pdf-worker.js):
 * the thread's file bundled once per process, as scripts/build-server.mjs does, with esbuild (a
 * development dependency, imported only here). Through tsx each thread would start its own
 * esbuild, seconds per upload on a busy machine. Written under the repository's `.tmp/` (so PDF.js
 * resolves from its node_modules), to a file of this process's own, then renamed into place: the
 * test processes running at once share one file and never read one half written.
 */
export function workerFileFromSource(): Promise<URL> {
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const file = path.join(root, '.tmp', 'cv-pdf-worker.mjs');
    const outfile = `${file}.${process.pid}`;
    mkdirSync(path.dirname(file), { recursive: true });
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
    renameSync(outfile, file);
    return pathToFileURL(file);
  })();
  return bundled;
}
