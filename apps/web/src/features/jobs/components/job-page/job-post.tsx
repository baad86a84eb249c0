import { JOB_STATUS_LABELS, type Job } from '@app/shared/jobs/jobs.schemas';
import { useId } from 'react';
import { JobPostBody } from './job-post-body';
import { JobStandingPanel } from './job-standing-panel';
import { PostedBy } from './posted-by';
import { PublishedTime } from './published-time';

/** The whole post: its title and when it was published, the viewer's panel, then every answer. */
export function JobPost({ job }: { job: Job }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {job.category}
          </span>
          {job.status !== 'published' && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {JOB_STATUS_LABELS[job.status]}
            </span>
          )}
        </div>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight break-words text-slate-900">
          {job.title}
        </h1>
        <p className="text-sm text-slate-600">
          <PublishedTime at={job.publishedAt ?? job.createdAt} />
          <PostedBy ownerId={job.ownerId} />
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* First in reading order (the action is near the top on a phone), beside the post on a wide screen. */}
        <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
          <JobStandingPanel job={job} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <JobPostBody job={job} />
        </div>
      </div>
    </article>
  );
}
