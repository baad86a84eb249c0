import { CloudOff } from 'lucide-react';
import type { PendingPrototype } from '../hooks/use-pending-prototypes';
import { previewOf } from '../prototype-preview';
import { PendingBadge, TagList, TechnologyList } from './prototype-badges';

/** A prototype shared on this device that the server has not received yet. */
export function PendingPrototypeCard({ pending }: { pending: PendingPrototype }) {
  return (
    <article
      aria-label={`${pending.body.title} (pending)`}
      className="flex h-full flex-col gap-2.5 rounded-2xl border border-dashed border-slate-300 bg-white/70 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <PendingBadge />
        <span className="flex items-center gap-1 text-xs text-slate-600">
          <CloudOff className="size-3.5" aria-hidden />
          Saved on this device; it will be shared when the connection is back.
        </span>
      </div>
      <h3 className="text-base font-semibold break-words text-slate-700">{pending.body.title}</h3>
      <p className="text-sm break-words text-slate-600">{previewOf(pending.body.description)}</p>
      <TechnologyList technologies={pending.body.technologies} />
      <TagList tags={pending.body.tags} />
    </article>
  );
}
