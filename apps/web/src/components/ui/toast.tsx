import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import { useToastTopOffset } from './toast-offset';
import { createToastQueue, type ToastKind } from './toast-queue';

/**
 * sonner (about 9 KB gzip) is downloaded when the first toast is requested, not with the page
 * (DESIGN.md §8): until then `Toaster` renders nothing, and the toasts requested meanwhile are
 * shown, in order, as soon as it has mounted.
 */
const queue = createToastQueue(
  () => import('sonner'),
  (sonner, { kind, message, description }) => sonner.toast[kind](message, description ? { description } : undefined),
);

/**
 * How long sonner's live region (a polite `aria-live` section) sits on the page, empty, before the
 * first toast goes in: assistive technology announces changes to a region it already knows, not
 * the content of a region that arrives with it.
 */
const LIVE_REGION_SETTLE_MS = 100;

/**
 * sonner's rich colours with darker text, each at least 4.5:1 on its tint (WCAG AA for 13 px): its own
 * success green reads 4.25:1 on the pale green, its info blue and warning orange less.
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** Where toasts appear. Rendered once, by the app shell; empty until the first toast. */
export function Toaster() {
  const sonner = useSyncExternalStore(queue.subscribe, queue.getLibrary, () => null);

  useEffect(() => {
    if (!sonner) return;
    const timer = window.setTimeout(() => queue.setReady(true), LIVE_REGION_SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      queue.setReady(false);
    };
  }, [sonner]);

  if (!sonner) return null;
  return <PlacedToaster sonner={sonner} />;
}

/** sonner's toaster below the header (toast-offset.ts), mounted with the library. */
function PlacedToaster({ sonner }: { sonner: typeof import('sonner') }) {
  const top = useToastTopOffset();
  return (
    <sonner.Toaster
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      style={READABLE_RICH_COLORS}
      richColors
      closeButton
    />
  );
}

/** The one way to show a toast (never import sonner elsewhere). */
export function notify(kind: ToastKind, message: string, description?: string): void {
  queue.request({ kind, message, description });
}
