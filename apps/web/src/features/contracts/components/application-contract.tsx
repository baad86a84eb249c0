import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import type { ContractSummary } from '@app/shared/contracts/contracts.schemas';
import { MARKETPLACE_PATHS, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useViewerId } from '../../../lib/viewer-id';
import { useApplication } from '../api/get-application';
import { EarlierProposals } from './earlier-proposals';
import { ProposeContract } from './propose-contract';

/**
 * A hired application with no live contract: its job's owner gets the proposal form, the
 * developer is told nothing is proposed yet (and sees it live once it is: the page follows).
 */
export function ApplicationContract({ applicationId, earlier }: { applicationId: string; earlier: ContractSummary[] }) {
  const application = useApplication(applicationId);
  const viewer = useViewerId();

  if (application.isPending || viewer.isPending) return <LoadingState label="Loading the application" />;
  if (application.isError) {
    const isMissing = application.error instanceof ApiRequestError && application.error.isRejection;
    return isMissing ? (
      <EmptyState title="This application does not exist or is not yours">
        <Link to={MARKETPLACE_PATHS.contracts} className={`${buttonClassName('primary', 'sm')} mt-3`}>
          Go to your contracts
        </Link>
      </EmptyState>
    ) : (
      <ErrorBanner
        message={`The application could not be loaded. ${describeError(application.error, 'Please try again.')}`}
        onRetry={() => void application.refetch()}
      />
    );
  }
  const data = application.data;
  const developerName = data.applicant.developer?.name || data.applicant.name;
  if (data.status !== 'hired' || !data.job) {
    return (
      <ErrorBanner
        tone="warning"
        message={data.job ? CONTRACT_MESSAGES.applicationNotHired : CONTRACT_MESSAGES.noJob}
      />
    );
  }
  if (viewer.data !== null && viewer.data === data.job.ownerId) {
    return (
      <div className="flex flex-col gap-6">
        <EarlierProposals contracts={earlier} />
        <ProposeContract application={data} developerName={developerName} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <EmptyState
        title="No contract has been proposed for this application yet."
        icon={<Hourglass className="size-10" />}
      >
        <p>{data.job.ownerName} proposes the terms. This page shows the proposal as soon as it arrives.</p>
        <Link to={myApplicationPath(applicationId)} className={`${buttonClassName('secondary', 'sm')} mt-3`}>
          Message {data.job.ownerName}
        </Link>
      </EmptyState>
      <EarlierProposals contracts={earlier} />
    </div>
  );
}
