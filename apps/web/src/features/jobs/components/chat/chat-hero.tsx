import { Sparkles } from 'lucide-react';

/** The top of /chat: what the assistant does for you. */
export function ChatHero() {
  return (
    <div className="mt-4">
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
        <Sparkles className="size-4" aria-hidden />
        AI Project Assistant
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Turn your idea into reality</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Describe your project in your own words, or answer ten quick questions. The assistant turns it into a job post
        you can review, edit and publish for developers.
      </p>
    </div>
  );
}
