import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/** Where the per-page critical CSS lands in the build output; the server reads it (apps/server/src/plugins/web-pages.ts). */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json';

/** index.html's start-up screen, which the server replaces with a page's frame. */
const START_UP_SCREEN = /<!--start-up screen[\s\S]*?<!--\/start-up screen-->/;
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?)>/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src=/;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/;

/**
 * Makes the first paint wait for nothing but the HTML (DESIGN.md §8, first paint):
 * - each page's critical CSS (the rules its pre-rendered frame uses, from beasties) is written to
 *   .vite/critical-css.json for the server to inline in that page's <head>; index.html itself
 *   gets the start-up screen's, in a `<style data-critical-css>` the server swaps;
 * - the full stylesheet no longer blocks rendering: `media="print"` until main.tsx switches it to
 *   `data-deferred-media` (no inline script or onload: the CSP forbids them) and waits for it
 *   before React draws anything the critical CSS may not cover;
 * - the entry chunk is fetched at low priority: it is a module (never render-blocking), and the
 *   HTML alone draws the page, so the bandwidth goes to the HTML first.
 */
export async function inlineCriticalCss(outDir: string, frames: Record<string, string>): Promise<void> {
  const indexFile = path.join(outDir, 'index.html');
  const indexHtml = readFileSync(indexFile, 'utf8');
  if (indexHtml.includes('<style')) throw new Error('critical-css: index.html already has a <style>');
  // Only its <style> is kept: where it puts the stylesheet link does not matter here.
  const beasties = new Beasties({ path: outDir, publicPath: '/', fonts: false, logLevel: 'warn' });
  const criticalCssOf = async (html: string) => {
    const css = STYLE_ELEMENT.exec(await beasties.process(html))?.[1];
    if (css === undefined) throw new Error('critical-css: beasties inlined nothing');
    if (css.includes('</style')) throw new Error('critical-css: the CSS would close its <style> element');
    return css;
  };

  const criticalCss: Record<string, string> = {};
  for (const [name, frame] of Object.entries(frames))
    criticalCss[name] = await criticalCssOf(indexHtml.replace(START_UP_SCREEN, () => frame));
  const startUpCss = await criticalCssOf(indexHtml);

  let links = 0;
  const deferred = indexHtml
    .replace(STYLESHEET_LINK, (_link, attributes: string) => {
      links++;
      const styles = links === 1 ? `<style data-critical-css>${startUpCss}</style>` : '';
      return `${styles}<link rel="stylesheet"${attributes} media="print" data-deferred-media="all"><noscript><link rel="stylesheet"${attributes}></noscript>`;
    })
    .replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=');
  if (links === 0 || !deferred.includes('fetchpriority="low"'))
    throw new Error('critical-css: index.html has no stylesheet link or no entry script to defer');
  writeFileSync(indexFile, deferred);
  writeFileSync(path.join(outDir, CRITICAL_CSS_FILE), `${JSON.stringify(criticalCss, null, 2)}\n`);
}
