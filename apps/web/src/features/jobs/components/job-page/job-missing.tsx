import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PUBLISHED_JOBS_PATH } from './back-to-jobs';

/** A 404 (or an address that is not a job id): no such job, deleted, or someone else's draft. */
export function JobMissing() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Job not found</h1>
      <EmptyState title="This job does not exist or is no longer listed" icon={<FileQuestion className="size-10" />}>
        <p>It may have been removed by its owner, or the link may be mistyped.</p>
        <Link to={PUBLISHED_JOBS_PATH} className={`${buttonClassName('primary', 'sm')} mt-3`}>
          Browse published jobs
        </Link>
      </EmptyState>
    </div>
  );
}
