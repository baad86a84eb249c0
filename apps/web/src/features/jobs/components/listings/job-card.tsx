import { formatLongDate } from '@app/shared/format/format';
import type { Job } from '@app/shared/jobs/jobs.schemas';
import { CalendarDays, Clock, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A published job: what is wanted, for how much and by when; `actions` are the page's (its owner's links). */
export function JobCard({ job, actions }: { job: Job; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {job.category}
        </span>
        {job.developerName && <span className="text-xs text-slate-600">Referred by {job.developerName}</span>}
      </div>
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {job.title}
      </h3>
      <p className="line-clamp-3 text-sm break-words text-slate-700">{job.description}</p>
      <p className="text-sm break-words text-slate-600">
        <span className="font-medium text-slate-800">Stack:</span> {job.technologyStack}
      </p>
      <dl className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700">
        <Fact icon={<Wallet className="size-4 text-slate-400" aria-hidden />} label="Budget">
          {job.budget}
        </Fact>
        <Fact icon={<Clock className="size-4 text-slate-400" aria-hidden />} label="Timeline">
          {job.timeline}
        </Fact>
        <Fact icon={<CalendarDays className="size-4 text-slate-400" aria-hidden />} label="Published">
          {formatLongDate(job.publishedAt ?? job.createdAt)}
        </Fact>
      </dl>
      {actions && <div className="mt-auto flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
