import { Award, CheckCircle2, FolderPlus, HeartHandshake, Star } from 'lucide-react';
import type { Progress } from '../../api/get-progress';

/** The activity counts of the developer progress entity (part-2 §3). */
export function ProgressStats({ progress }: { progress: Progress }) {
  const stats = [
    { icon: Star, label: 'Total points', value: progress.totalPoints },
    { icon: Award, label: 'Badges earned', value: progress.badgesEarned },
    { icon: CheckCircle2, label: 'Tasks completed', value: progress.tasksCompleted },
    { icon: FolderPlus, label: 'Projects created', value: progress.projectsCreated },
    { icon: HeartHandshake, label: 'Community help', value: progress.communityHelp },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map(({ icon: Icon, label, value }) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
