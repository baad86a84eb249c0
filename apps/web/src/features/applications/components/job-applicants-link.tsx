import { jobApplicantsPath } from '@app/shared/navigation/marketplace-paths';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useViewerId } from '../../../lib/viewer-id';

/** On a job card, for the job's owner only: the way to its applicants. */
export function JobApplicantsLink({ job }: { job: { id: string; ownerId: string; title: string } }) {
  const viewer = useViewerId();
  if (!viewer.data || viewer.data !== job.ownerId) return null;
  return (
    <Link to={jobApplicantsPath(job.id)} className={buttonClassName('secondary', 'sm')}>
      <Users className="size-4" aria-hidden />
      Applicants<span className="sr-only"> for {job.title}</span>
    </Link>
  );
}
