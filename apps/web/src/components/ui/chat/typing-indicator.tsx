import { Bot } from 'lucide-react';

/** Shown while the assistant prepares its reply. */
export function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2">
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden
      >
        <Bot className="size-4" />
      </span>
      <span className="animate-pulse rounded-2xl bg-slate-100 px-4 py-2 text-sm text-slate-600">
        Assistant is typing…
      </span>
    </div>
  );
}
