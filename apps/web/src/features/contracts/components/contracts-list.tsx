import { CONTRACT_STATUS_LABELS } from '@app/shared/contracts/contracts.constants';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { describeError } from '../../../lib/api-error';
import type { ContractsFilter } from '../api/contracts-keys';
import { useContracts } from '../api/list-contracts';
import { ContractCard } from './contract-card';

function EmptyContracts({ filter }: { filter: ContractsFilter }) {
  if (filter.role !== 'all' || filter.status !== 'all') {
    const status = filter.status === 'all' ? '' : ` ${CONTRACT_STATUS_LABELS[filter.status].toLowerCase()}`;
    const side = { all: '', client: ' where you are the client', developer: ' where you are the developer' }[
      filter.role
    ];
    return (
      <EmptyState title={`No${status} contracts${side}`} icon={<FileSignature className="size-10" />}>
        <p>Choose another filter to see your other contracts.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="You have no contracts yet" icon={<FileSignature className="size-10" />}>
      <p>
        A contract starts from a hired application: the job's owner proposes the terms and milestones, and the developer
        accepts them.
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <Link to={MARKETPLACE_PATHS.myJobs} className={buttonClassName('secondary', 'sm')}>
          My jobs
        </Link>
        <Link to={MARKETPLACE_PATHS.myApplications} className={buttonClassName('secondary', 'sm')}>
          My applications
        </Link>
      </div>
    </EmptyState>
  );
}

/** My contracts with the page's filters, newest first, with "Load more". */
export function ContractsList({ filter }: { filter: ContractsFilter }) {
  const query = useContracts(filter);
  const contracts = query.data?.pages.flatMap((page) => page.contracts) ?? [];
  return (
    <PagedList
      query={query}
      loadingLabel="Loading your contracts"
      loadError={(error) => `Your contracts could not be loaded. ${describeError(error, 'Please try again later.')}`}
      loadMoreError="More contracts could not be loaded."
      hasItems={contracts.length > 0}
      empty={<EmptyContracts filter={filter} />}
    >
      <ul aria-label="Contract list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contracts.map((contract) => (
          <li key={contract.id} className="flex">
            <ContractCard contract={contract} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
