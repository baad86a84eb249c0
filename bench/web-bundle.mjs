// The web budget (DESIGN.md §8): JS + CSS that a first visit to `/` downloads, gzipped, at most
// 120 KB. Reads Vite's manifest and follows the static imports of the entry and of the home
// route's chunk (other lazy routes excluded).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
// The home route's own lazy chunk is downloaded on a first visit to `/` too.
visit('src/features/home/routes/home-page.tsx');

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, kb: (size / 1024).toFixed(1) };
});
console.table(rows);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`First visit to /: ${(total / 1024).toFixed(1)} KB gzip (${verdict} the ${BUDGET_BYTES / 1024} KB budget)`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
