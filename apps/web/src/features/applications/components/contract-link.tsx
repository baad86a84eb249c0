import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { applicationContractPath } from '@app/shared/navigation/marketplace-paths';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';

/** A hired application's contract (issue 32 §6): it opens the contract, or for the job's owner the proposal form. */
export function ContractLink({ application, about }: { application: ApplicationDetail; about: string }) {
  if (application.status !== 'hired' || !application.job) return null;
  return (
    <Link to={applicationContractPath(application.id)} className={buttonClassName('primary', 'sm')}>
      <FileSignature className="size-4" aria-hidden />
      Contract<span className="sr-only"> {about}</span>
    </Link>
  );
}
