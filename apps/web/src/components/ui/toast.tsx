import { useEffect, useSyncExternalStore } from 'react';
import { createToastQueue, type ToastKind } from './toast-queue';

/**
 * sonner (about 9 KB gzip) and the toaster's placement are downloaded when the first toast is
 * requested, not with the page (DESIGN.md §8): until then `Toaster` renders nothing, and the toasts
 * requested meanwhile are shown, in order, as soon as it has mounted.
 */
const queue = createToastQueue(
  () => import('./placed-toaster'),
  (library, { kind, message, description }) => library.toast[kind](message, description ? { description } : undefined),
);

/**
 * How long sonner's live region (a polite `aria-live` section) sits on the page, empty, before the
 * first toast goes in: assistive technology announces changes to a region it already knows, not
 * the content of a region that arrives with it.
 */
const LIVE_REGION_SETTLE_MS = 100;

/** Where toasts appear. Rendered once, by the app shell; empty until the first toast. */
export function Toaster() {
  const library = useSyncExternalStore(queue.subscribe, queue.getLibrary, () => null);

  useEffect(() => {
    if (!library) return;
    const timer = window.setTimeout(() => queue.setReady(true), LIVE_REGION_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      queue.setReady(false);
    };
  }, [library]);

  return library ? <library.PlacedToaster /> : null;
}

/** The one way to show a toast (never import sonner elsewhere). */
export function notify(kind: ToastKind, message: string, description?: string): void {
  queue.request({ kind, message, description });
}
