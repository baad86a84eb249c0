import { formatLongDate } from '@app/shared/format/format';
import type { Job } from '@app/shared/jobs/jobs.schemas';
import { jobPath } from '@app/shared/navigation/marketplace-paths';
import { CalendarDays, Clock, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

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

/**
 * A published job: what is wanted, for how much and by when; the whole card opens the job's page
 * through its title's link (one tab stop with a real name). `actions` are the page's (its owner's
 * links), above the card's link.
 */
export function JobCard({ job, actions }: { job: Job; actions?: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {job.category}
        </span>
        {job.developerName && <span className="text-xs text-slate-600">Referred by {job.developerName}</span>}
      </div>
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        <Link
          to={jobPath(job.id)}
          className="rounded after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {job.title}
        </Link>
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
      {actions && <div className="relative mt-auto flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
