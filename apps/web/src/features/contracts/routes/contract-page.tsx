import { useParams } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useContract } from '../api/get-contract';
import { BackToContracts } from '../components/back-to-contracts';
import { ContractMissing } from '../components/contract-missing';
import { ContractView } from '../components/contract-view';

/** Not a party, no such contract, no visitor yet, or not even a contract id: 404, 401 or 400. */
const isMissing = (error: unknown) => error instanceof ApiRequestError && [400, 401, 404].includes(error.status);

/** /contracts/:contractId (issue 32 §6): one contract, kept current by live events (app/live-query-keys.ts). */
export function Component() {
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-4 py-8')}>
      <BackToContracts />
      {contract.isPending && <LoadingState label="Loading the contract" />}
      {contract.isError &&
        !contract.data &&
        (isMissing(contract.error) ? (
          <ContractMissing />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Contract</h1>
            <ErrorBanner
              message={`The contract could not be loaded. ${describeError(contract.error, 'Please try again.')}`}
              onRetry={() => void contract.refetch()}
              retryLabel="Try Again"
            />
          </>
        ))}
      {contract.data && <ContractView contract={contract.data} />}
    </div>
  );
}
