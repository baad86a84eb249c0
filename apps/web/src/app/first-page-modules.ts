/**
 * Evaluates the first page's chunks, which the server names in `<meta name="route-modules">`
 * (each after those it imports: route-preloads-plugin.ts), one chunk per task, before the router
 * asks for them. Imported by the router, the whole graph (TanStack Query, zod and every schema
 * built at load, the page) was evaluated in one task, too long for a phone's main thread
 * (bench/findings.md item 21). They are already downloading: the loader preloads them.
 * It reads the meta and yields like src/loader-steps.ts without importing it: a module shared with
 * the loader's entry would become a chunk of its own that the loader fetches before the first paint.
 */
export async function evaluateFirstPageModules(
  importModule = (href: string) => import(/* @vite-ignore */ href),
): Promise<void> {
  const hrefs = document.querySelector<HTMLMetaElement>('meta[name=route-modules]')?.content.split(' ') ?? [];
  for (const href of hrefs) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    // One that does not load is left to the router, which tries again and shows its error page.
    await importModule(href).catch(() => undefined);
  }
}
