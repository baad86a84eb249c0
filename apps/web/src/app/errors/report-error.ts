import { track } from '../../lib/browser-tracker';

/** Logs an error and sends it to analytics (without the stack, which stays in the console). */
export function reportError(kind: string, error: unknown): void {
  console.error(`[${kind}]`, error);
  const message = error instanceof Error ? error.message : String(error);
  try {
    track('client_error', { kind, message: message.slice(0, 500), path: window.location.pathname });
  } catch {
    // Reporting must never throw.
  }
}

/** Global `error` and `unhandledrejection` are logged and sent to analytics (part-2 §8). */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => reportError('window.error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}
