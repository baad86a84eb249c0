import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Project Listings with its Published Jobs tab open, where every job's card links to its page. */
export const PUBLISHED_JOBS_PATH = `${ROUTE_PATHS.jobs}?tab=published`;

export function BackToJobs() {
  return (
    <Link
      to={PUBLISHED_JOBS_PATH}
      className="flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All published jobs
    </Link>
  );
}
