import { lazy, Suspense } from 'react';

/** Toasts are loaded on first use so the home route's bundle stays lean (DESIGN.md §2). */
const LazyToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** The one way to show a toast. */
export function notify(kind: ToastKind, message: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message, description ? { description } : undefined));
}
