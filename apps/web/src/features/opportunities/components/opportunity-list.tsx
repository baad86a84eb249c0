import { OPPORTUNITY_MESSAGES } from '@app/shared/opportunities/opportunities.constants';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { OpportunitiesUnavailableError, useOpportunities } from '../api/get-opportunities';
import { OpportunityCard } from './opportunity-card';
import { OpportunityDetailsDialog } from './opportunity-details-dialog';

function failureDetail(error: Error): string {
  return error instanceof OpportunitiesUnavailableError ? error.message : describeError(error, '');
}

/** The pipeline's opportunities (part-1 §2, §4): loading, error with Try Again, empty, or the grid. */
export function OpportunityList() {
  const query = useOpportunities();
  const [selected, setSelected] = useState<Opportunity | null>(null);
  const opportunities = query.data?.opportunities ?? [];
  const isRetrying = query.isError && query.isFetching;

  return (
    <section aria-label="Pipeline projects" className="flex flex-col gap-4">
      {(query.isPending || isRetrying) && <LoadingState label="Loading opportunities" />}
      {query.isError && !isRetrying && (
        <div className="flex flex-col gap-2">
          <ErrorBanner
            message={OPPORTUNITY_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            retryLabel="Try Again"
          />
          {failureDetail(query.error) && <p className="text-sm text-slate-600">{failureDetail(query.error)}</p>}
        </div>
      )}
      {query.isSuccess && opportunities.length === 0 && (
        <EmptyState title="The pipeline is empty">{OPPORTUNITY_MESSAGES.empty}</EmptyState>
      )}
      {opportunities.length > 0 && (
        <ul aria-label="Opportunity list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {opportunities.map((opportunity) => (
            <li key={opportunity.id} className="flex">
              <OpportunityCard opportunity={opportunity} onViewDetails={() => setSelected(opportunity)} />
            </li>
          ))}
        </ul>
      )}
      <OpportunityDetailsDialog opportunity={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
