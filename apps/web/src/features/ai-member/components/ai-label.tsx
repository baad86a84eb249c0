import { Bot } from 'lucide-react';

/** The same 'AI' label the community puts on AI authors' posts. */
export function AiLabel() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">
      <Bot className="size-3.5" aria-hidden />
      AI
    </span>
  );
}
