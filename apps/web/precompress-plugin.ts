import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, compression does not pay for its header. */
const MIN_BYTES = 1024;

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) next to every built text asset; the server sends
 * them as they are (@fastify/static `preCompressed`), which is smaller than compressing each
 * request at the default level and costs no CPU per visit (DESIGN.md §8).
 */
export function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
