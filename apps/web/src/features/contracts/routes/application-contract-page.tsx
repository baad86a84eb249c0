import { LIVE_CONTRACT_STATUSES } from '@app/shared/contracts/contracts.constants';
import { contractPath } from '@app/shared/navigation/marketplace-paths';
import { Navigate, useParams } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useApplicationContracts } from '../api/list-contracts';
import { ApplicationContract } from '../components/application-contract';
import { BackToContracts } from '../components/back-to-contracts';

/**
 * /contracts/application/:applicationId (issue 32 §6): a hired application's contract. A live one
 * (proposed, active or completed) opens at once; otherwise the owner proposes one here.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const contracts = useApplicationContracts(applicationId);
  const live = contracts.data?.find((contract) => LIVE_CONTRACT_STATUSES.includes(contract.status));
  if (live) return <Navigate to={contractPath(live.id)} replace />;
  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-4 py-8')}>
      <BackToContracts />
      <PageHeader
        icon="🤝"
        title="Contract"
        description="The terms you agree on after a hire, milestone by milestone."
      />
      {contracts.isPending && <LoadingState label="Looking for this application's contract" />}
      {contracts.isError && (
        <ErrorBanner
          message={`The contract could not be looked up. ${describeError(contracts.error, 'Please try again.')}`}
          onRetry={() => void contracts.refetch()}
          retryLabel="Try Again"
        />
      )}
      {contracts.data && <ApplicationContract applicationId={applicationId} earlier={contracts.data} />}
    </div>
  );
}
