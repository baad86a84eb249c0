import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own directories, found from wherever its code runs: the TypeScript sources
 * (apps/server/src/lib/, under tsx and vitest) or the build, one file at apps/server/dist/server.js
 * (docs/decisions/006). A path written relative to `import.meta.url` would point elsewhere in one of
 * the two, so the folder is looked up instead: the nearest parent whose package.json is @app/server.
 */
function findServerRoot(): string {
  const here = fileURLToPath(import.meta.url);
  for (let dir = path.dirname(here); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@app/server'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @app/server package.json above ${here}`);
  }
}

/** apps/server */
export const SERVER_ROOT = findServerRoot();
/** The repository (or image) root: the root package.json and apps/web live there. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** The committed SQL migrations (apps/server/drizzle). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** Where `npm run build` puts the web app; WEB_DIST_DIR overrides it. */
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
