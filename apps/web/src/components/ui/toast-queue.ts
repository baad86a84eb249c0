export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  description?: string;
}

/** What `toast.tsx` builds on: the toast library is loaded on the first request, not with the page. */
export interface ToastQueue<Library> {
  /** Shows the toast at once when the toaster is ready; otherwise holds it and starts loading the library. */
  request(toast: ToastRequest): void;
  /** The loaded library, or null before the first request (what the toaster renders from). */
  getLibrary(): Library | null;
  /** Called once the library has loaded. */
  subscribe(listener: () => void): () => void;
  /** The toaster is on the page (held toasts are shown, in order) or has gone (new ones are held again). */
  setReady(isReady: boolean): void;
}

export function createToastQueue<Library>(
  load: () => Promise<Library>,
  show: (library: Library, toast: ToastRequest) => void,
): ToastQueue<Library> {
  let library: Library | null = null;
  let isLoading = false;
  let isReady = false;
  const held: ToastRequest[] = [];
  const listeners = new Set<() => void>();

  const startLoading = () => {
    if (isLoading) return;
    isLoading = true;
    void load().then(
      (loaded) => {
        library = loaded;
        for (const listener of listeners) listener();
      },
      () => {
        // Offline or a new deployment: the held toasts wait, and the next request tries again.
        isLoading = false;
      },
    );
  };

  const flush = () => {
    if (!library || !isReady) return;
    for (const toast of held.splice(0)) show(library, toast);
  };

  return {
    request(toast) {
      if (library && isReady) {
        show(library, toast);
        return;
      }
      held.push(toast);
      startLoading();
    },
    getLibrary: () => library,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setReady(ready) {
      isReady = ready;
      flush();
    },
  };
}
