import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="text-slate-400" aria-hidden>
        {icon ?? <Inbox className="size-10" />}
      </span>
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children && <div className="text-sm text-slate-600">{children}</div>}
    </div>
  );
}
