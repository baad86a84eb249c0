import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the map lands in the build output; the server reads it to add per-route modulepreloads. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const PAGE_IMPORT = /\[ROUTE_PATHS\.(\w+)\]:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const LAYOUT_IMPORT = /lazy:\s*\(\)\s*=>\s*import\('([^']+query-layout)'\)/;

/**
 * Writes { "protoHub": [..., "/assets/query-layout-x.js", ..., "/assets/proto-hub-page-y.js"] }, keyed
 * by ROUTE_PATHS name (the server maps names to paths): the
 * lazy chunks (and their static imports) each route needs for its first render, read from the
 * router's PAGES map so the route table lives in one place, each chunk after those it imports.
 * Without it the browser discovers them
 * only after the entry chunk has run, one network round trip later (DESIGN.md §8).
 */
export function routePreloads(routerFile = path.resolve(import.meta.dirname, 'src/app/router.tsx')): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = readFileSync(routerFile, 'utf8');
      const pages = [...source.matchAll(PAGE_IMPORT)].map((match) => ({
        key: match[1] ?? '',
        specifier: match[2] ?? '',
      }));
      const layoutSpecifier = LAYOUT_IMPORT.exec(source)?.[1];
      if (pages.length === 0 || !layoutSpecifier)
        this.error(`route-preloads: cannot read the PAGES map in ${routerFile}`);

      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const alreadyLoaded = new Set<string>();
      // Dependencies first: the application evaluates them in this order, one per task, so that
      // each is evaluated alone (src/app/first-page-modules.ts).
      const collect = (fileName: string, into: Set<string>, seen = new Set<string>()) => {
        if (alreadyLoaded.has(fileName) || into.has(fileName) || seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName] as OutputChunk | undefined;
        for (const imported of chunk?.imports ?? []) collect(imported, into, seen);
        into.add(fileName);
      };
      // The application's chunk and the loader (loader-plugin.ts) load anyway.
      for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, alreadyLoaded);

      const chunkFor = async (specifier: string) => {
        const resolved = await this.resolve(specifier, routerFile);
        const chunk = resolved && chunks.find((item) => item.facadeModuleId === resolved.id);
        if (!chunk) this.error(`route-preloads: no chunk for ${specifier}`);
        return chunk.fileName;
      };
      const layoutChunk = await chunkFor(layoutSpecifier as string);
      const preloads: Record<string, string[]> = {};
      for (const { key, specifier } of pages) {
        const files = new Set<string>();
        // Home stands alone; every other page renders inside the query layout (router.tsx).
        if (key !== 'home') collect(layoutChunk, files);
        collect(await chunkFor(specifier), files);
        preloads[key] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
