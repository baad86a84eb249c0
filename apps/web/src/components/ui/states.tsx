/**
 * The shell's loading indicator. EmptyState and ErrorBanner live in their own files so that the
 * shell's chunk, which holds this one, does not carry them to every first visit (DESIGN.md §8).
 */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-slate-600" role="status" aria-live="polite">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
