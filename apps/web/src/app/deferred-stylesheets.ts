/**
 * The build inlines each page's critical CSS and leaves the full stylesheet at media="print", so
 * it never blocks the first paint (apps/web/critical-css.ts; no inline script may switch it: CSP).
 * This switches it to its real media and resolves once it applies, so that nothing React draws
 * (data, other routes) is ever on screen without its styles. Without such links (vite dev), at once.
 */
export function applyDeferredStylesheets(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>('link[data-deferred-media]')];
  return Promise.all(links.map(applyStylesheet)).then(() => undefined);
}

function applyStylesheet(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.media = link.dataset.deferredMedia ?? 'all';
    link.removeAttribute('data-deferred-media');
    // Already loaded (as print): it applies now. A failed load must not keep the app from starting.
    if (link.sheet) resolve();
    else {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }
  });
}
