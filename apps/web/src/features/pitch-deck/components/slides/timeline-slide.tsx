import { cn } from '../../../../components/ui/cn';
import type { Milestone, MilestoneStatus } from '../../slide-types';

const STATUS_STYLES: Record<MilestoneStatus, { badge: string; dot: string }> = {
  Built: { badge: 'bg-emerald-100 text-emerald-800', dot: 'bg-emerald-500' },
  'This release': { badge: 'bg-brand-100 text-brand-700', dot: 'bg-brand-600' },
  Next: { badge: 'bg-amber-100 text-amber-800', dot: 'bg-amber-500' },
  Planned: { badge: 'bg-slate-200 text-slate-700', dot: 'bg-slate-400' },
};

/** Milestones in order, each with where it stands. */
export function TimelineSlide({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="mt-6 gap-x-8 md:columns-2">
      {milestones.map((milestone) => {
        const style = STATUS_STYLES[milestone.status];
        return (
          <li key={milestone.title} className="relative break-inside-avoid border-l-2 border-slate-200 pb-5 pl-6">
            <span className={cn('absolute top-1.5 -left-[7px] size-3 rounded-full', style.dot)} aria-hidden />
            <p className={cn('w-fit rounded-full px-2 py-0.5 text-xs font-semibold', style.badge)}>
              {milestone.status}
            </p>
            <h3 className="mt-1 font-semibold text-slate-900">{milestone.title}</h3>
            <p className="mt-0.5 text-sm text-slate-600">{milestone.detail}</p>
          </li>
        );
      })}
    </ol>
  );
}
