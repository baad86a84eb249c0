import type { ReactNode } from 'react';

/** The heading and one line of context above a tab whose body comes from another feature. */
export function TabIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}
