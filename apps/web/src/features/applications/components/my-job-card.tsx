import type { MyJob } from '@app/shared/applications/applications.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { applicationContractPath, jobApplicantsPath } from '@app/shared/navigation/marketplace-paths';
import { Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { applicationCountsLabel } from '../application-labels';
import { JobOpenToggle } from './job-open-toggle';
import { JobStatusBadge } from './status-badges';

/**
 * One of my jobs: its status, its applications (new and total) and the way to them. `details` are
 * the page's (the developers who match it, composed in app/).
 */
export function MyJobCard({ job, details }: { job: MyJob; details?: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <JobStatusBadge status={job.status} />
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {job.category}
        </span>
      </div>
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {job.title}
      </h2>
      <p className="text-sm text-slate-600">Published {formatLongDate(job.publishedAt ?? job.createdAt)}</p>
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Users className="size-4 text-slate-400" aria-hidden />
        {applicationCountsLabel(job.applicationCounts)}
      </p>
      {details}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link to={jobApplicantsPath(job.id)} className={buttonClassName('primary', 'sm')}>
          View applicants<span className="sr-only"> for {job.title}</span>
        </Link>
        {job.hiredApplicationId && (
          <Link to={applicationContractPath(job.hiredApplicationId)} className={buttonClassName('secondary', 'sm')}>
            Contract<span className="sr-only"> for {job.title}</span>
          </Link>
        )}
        <JobOpenToggle job={job} />
      </div>
    </article>
  );
}
