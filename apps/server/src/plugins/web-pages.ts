import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';

/** Written by apps/web/route-preloads-plugin.ts: ROUTE_PATHS name -> lazy chunks of that page. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
/** Written by apps/web/prerender-plugin.ts: ROUTE_PATHS name -> the page's first frame as HTML. */
const PRERENDERED_FILE = path.join('.vite', 'prerendered.json');
/** Written by apps/web/critical-css.ts: ROUTE_PATHS name -> the CSS its first frame uses. */
const CRITICAL_CSS_FILE = path.join('.vite', 'critical-css.json');
/** index.html's inlined critical CSS: the start-up screen's, which a framed page replaces with its own. */
const CRITICAL_STYLE = /<style data-critical-css>[\s\S]*?<\/style>/;
/**
 * index.html's root element, holding only its marked start-up screen: a page's frame takes its
 * place, with nothing around it (the browser hydrates the root's children as they are).
 */
const ROOT_WITH_START_UP_SCREEN = /<div id="root">\s*<!--start-up screen[\s\S]*?<!--\/start-up screen-->\s*<\/div>/;

export interface WebPage {
  /** The page's first frame in place of the start-up screen: for its plain address. */
  framed: string | null;
  /** The start-up screen: for the same path with a query, whose first frame may differ. */
  plain: string;
}

/**
 * index.html per route (DESIGN.md §8):
 * - with the route's lazy chunks in <meta name="route-modules">: the page's loader
 *   (apps/web/src/loader.ts) preloads them alongside the application's chunk once the page has
 *   painted, instead of the application asking for them after it has run. Not <link
 *   rel="modulepreload">: nothing may compete with the first paint, and nothing can use them sooner;
 * - with the page's pre-rendered first frame (its heading, introduction and controls, lists in
 *   their loading state) where index.html has the start-up screen, so the page is on screen
 *   before its JavaScript arrives; main.tsx then hydrates it (`data-prerendered` says so). It
 *   is `inert` until then: a click on a control that cannot act yet would be lost;
 * - with that frame's critical CSS in place of the start-up screen's, so the frame paints
 *   styled without waiting for the full stylesheet, which index.html loads without blocking.
 */
export function composePages(
  indexHtml: string,
  preloads: Record<string, string[]>,
  frames: Record<string, string>,
  criticalCss: Record<string, string> = {},
): Map<string, WebPage> {
  const pages = new Map<string, WebPage>();
  const routes: Record<string, string> = ROUTE_PATHS;
  for (const [name, routePath] of Object.entries(routes)) {
    const modules = preloads[name] ?? [];
    const meta = modules.length > 0 ? `<meta name="route-modules" content="${modules.join(' ')}">` : '';
    const plain = indexHtml.replace('</head>', `${meta}</head>`);
    const frame = frames[name];
    const css = criticalCss[name];
    const framed =
      frame !== undefined && ROOT_WITH_START_UP_SCREEN.test(plain)
        ? plain
            .replace(CRITICAL_STYLE, (startUpStyle) =>
              css === undefined ? startUpStyle : `<style data-critical-css>${css}</style>`,
            )
            .replace(ROOT_WITH_START_UP_SCREEN, () => `<div id="root" data-prerendered inert>${frame}</div>`)
        : null;
    if (framed !== null || plain !== indexHtml) pages.set(routePath, { framed, plain });
  }
  return pages;
}

function readMap<T>(file: string): Record<string, T> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>) : {};
}

/** The built pages; empty when the build has neither map (every path then gets the plain index.html). */
export function readPages(root: string): Map<string, WebPage> {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  return composePages(
    indexHtml,
    readMap<string[]>(path.join(root, ROUTE_PRELOADS_FILE)),
    readMap<string>(path.join(root, PRERENDERED_FILE)),
    readMap<string>(path.join(root, CRITICAL_CSS_FILE)),
  );
}
