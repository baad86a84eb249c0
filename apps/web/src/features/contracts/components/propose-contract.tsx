import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { currencyFromBudget } from '@app/shared/contracts/contract-rules';
import { CONTRACT_CURRENCIES } from '@app/shared/contracts/contracts.constants';
import { contractPath } from '@app/shared/navigation/marketplace-paths';
import { useNavigate } from 'react-router';
import { useDisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useJob } from '../api/get-job';
import { useProposeContract } from '../api/propose-contract';
import type { TermsForm } from '../contract-forms';
import { ContractTermsForm } from './contract-terms-form';
import { EMPTY_MILESTONE } from './milestone-fields';

type Currency = TermsForm['currency'];
const isCurrency = (code: string): code is Currency => CONTRACT_CURRENCIES.some((item) => item === code);

/** The job's owner proposes the terms of a hired application (issue 32 §1); the currency follows the job's budget. */
export function ProposeContract({
  application,
  developerName,
}: {
  application: ApplicationDetail;
  developerName: string;
}) {
  const navigate = useNavigate();
  const job = useJob(application.job?.id ?? null);
  const propose = useProposeContract();
  const nameGate = useDisplayNameGate('propose');

  if (job.isPending) return <LoadingState label="Loading the job" />;
  if (job.isError) {
    return (
      <ErrorBanner
        message={`The job could not be loaded. ${describeError(job.error, 'Please try again.')}`}
        onRetry={() => void job.refetch()}
      />
    );
  }
  const currency = currencyFromBudget(job.data.budget);
  return (
    <section aria-labelledby="propose-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="propose-heading" className="text-xl font-semibold text-slate-900">
          Propose a contract
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          You hired {developerName} for “{job.data.title}” (budget: {job.data.budget}). Write what you agree on; they
          accept or decline it, and you can edit it until they accept.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ContractTermsForm
          defaultValues={{
            title: job.data.title,
            scope: job.data.description,
            currency: isCurrency(currency) ? currency : 'USD',
            milestones: [EMPTY_MILESTONE],
          }}
          submitLabel="Propose contract"
          nameGate={nameGate}
          onSubmit={async (terms) => {
            const contract = await propose.mutateAsync({ applicationId: application.id, terms });
            notify('success', `Contract proposed. ${developerName} was told and can accept it.`);
            navigate(contractPath(contract.id), { replace: true });
          }}
        />
      </div>
    </section>
  );
}
