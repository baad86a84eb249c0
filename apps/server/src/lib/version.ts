import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server-paths.ts';

/** The product version, from the root package.json. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
