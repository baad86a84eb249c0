import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_WIDTH } from './page-width';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every page component: `*-page.tsx` under app/ and the features' routes/ folders. */
function pageFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-page.tsx') && (file.startsWith('app/') || file.includes('/routes/')))
    .sort();
}

describe('the one width rule of page content (issue 41 §6)', () => {
  it('has two widths, each centred with the same side padding', () => {
    for (const width of Object.values(PAGE_WIDTH)) expect(width).toMatch(/^mx-auto w-full max-w-\w+ px-4$/);
  });

  it('is what every page sizes its content with: a page uses PAGE_WIDTH or delegates to one that does', () => {
    const files = pageFiles();
    expect(files.length).toBeGreaterThan(30);
    const ownWidths = files.filter((file) => {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      return !source.includes('PAGE_WIDTH.') && /max-w-(?:[3-7]xl|xl)\b/.test(source);
    });
    expect(ownWidths).toEqual([]);
  });
});
