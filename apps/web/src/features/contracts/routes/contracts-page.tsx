import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { useUrlParams } from '../../../lib/use-url-params';
import type { ContractsFilter } from '../api/contracts-keys';
import { ContractsFilters } from '../components/contracts-filters';
import { ContractsList } from '../components/contracts-list';
import { isRoleFilter, isStatusFilter } from '../contract-labels';

/** /contracts (issue 32 §6): my contracts as client and as developer; `?role=` and `?status=` filter them. */
export function Component() {
  const { searchParams, set } = useUrlParams();
  const role = searchParams.get('role');
  const status = searchParams.get('status');
  const filter: ContractsFilter = {
    role: isRoleFilter(role) ? role : 'all',
    status: isStatusFilter(status) ? status : 'all',
  };
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🤝"
        title="Contracts"
        description="What you agreed after a hire, as the client or as the developer: milestones, deliveries, payments and reviews."
      />
      <section aria-label="My contracts" className="mt-8 flex flex-col gap-4">
        <ContractsFilters
          filter={filter}
          onChange={(next) =>
            set(
              { role: next.role === 'all' ? null : next.role, status: next.status === 'all' ? null : next.status },
              { replace: true },
            )
          }
        />
        <ContractsList filter={filter} />
      </section>
    </div>
  );
}
