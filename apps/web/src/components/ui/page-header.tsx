import type { ReactNode } from 'react';

/** The title block at the top of every page. */
export function PageHeader({
  icon,
  title,
  description,
  actions,
}: {
  icon?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900">
          {icon && <span aria-hidden>{icon}</span>}
          {title}
        </h1>
        {description && <p className="mt-2 max-w-2xl text-slate-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
