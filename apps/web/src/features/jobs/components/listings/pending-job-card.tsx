import type { CreateJobBody } from '@app/shared/jobs/jobs.schemas';
import { CloudOff } from 'lucide-react';

/** A job saved on this device that the server has not received yet (DESIGN.md §6). */
export function PendingJobCard({ job }: { job: CreateJobBody }) {
  return (
    <article className="flex flex-1 flex-col gap-2 rounded-2xl border border-dashed border-amber-200 bg-amber-50 p-5">
      <p className="flex items-center gap-1.5 text-xs font-medium text-amber-900">
        <CloudOff className="size-4" aria-hidden />
        Pending publication: it will be published when the connection is back.
      </p>
      <h3 className="text-lg font-semibold break-words text-slate-800">{job.title}</h3>
      <p className="line-clamp-3 text-sm break-words text-slate-600">{job.description}</p>
    </article>
  );
}
