import { formatLongDate } from '@app/shared/format/format';
import { JOB_STATUS_LABELS } from '@app/shared/jobs/jobs.schemas';
import { jobPath } from '@app/shared/navigation/marketplace-paths';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { useDealJob } from '../api/get-deal-job';

/**
 * The job a deal was opened for (issue 33 §5): what the client asked for, and the way to the
 * job's own page, in place of the internal ids of the job and of its owner.
 */
export function DealJob({ jobId }: { jobId: string }) {
  const job = useDealJob(jobId);
  const headingId = useId();
  const rows: [string, string][] = job.data
    ? [
        ['Category', job.data.category],
        ['Budget', job.data.budget],
        ['Timeline', job.data.timeline],
        ['Published', formatLongDate(job.data.publishedAt ?? job.data.createdAt)],
        ['Job status', JOB_STATUS_LABELS[job.data.status]],
      ]
    : [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        From the published job{job.data ? `: ${job.data.title}` : ''}
      </h3>
      {job.isPending && <p className="text-sm text-slate-600">Loading the job…</p>}
      {job.isError && (
        <p className="text-sm text-slate-600">
          {job.error instanceof ApiRequestError && job.error.status === 404
            ? 'The job has been deleted.'
            : 'The job could not be loaded.'}
        </p>
      )}
      {rows.length > 0 && (
        <dl className="flex flex-col gap-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-3">
              <dt className="shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 text-right break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {job.data && (
        <Link
          to={jobPath(jobId)}
          className="flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Open the job&apos;s page
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </section>
  );
}
