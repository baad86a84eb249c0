import { BOUNTY_MESSAGES } from '@app/shared/bounties/bounties.constants';
import type { Bounty } from '@app/shared/bounties/bounties.schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadMoreButton } from '../../../components/ui/paged-list';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useBounties } from '../api/get-bounties';
import { type BoardVariant, hasBountyFilters } from '../bounty-filters';
import { useBountyFilters } from '../hooks/use-bounty-filters';
import { BountyCard } from './bounty-card';
import { BountyFilterBar } from './bounty-filter-bar';
import { SubmitBountyDialog } from './submit-bounty-dialog';

/**
 * The bounty list with its filters (part-2 §2 Active Bounties, §9 bounty board). 'list' is the
 * /code-contributions tab, 'board' the /gamification board (its categories, Expert, deadlines).
 */
export function BountyBoard({ variant }: { variant: BoardVariant }) {
  const { filters, update } = useBountyFilters(variant);
  const query = useBounties(filters);
  const [submitting, setSubmitting] = useState<Bounty | null>(null);
  const bounties = query.data?.pages.flatMap((page) => page.bounties) ?? [];
  const isFailed = query.isError && !query.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BountyFilterBar variant={variant} filters={filters} onChange={update} />
      <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-4">
        {isFailed ? (
          <ErrorBanner
            message={describeError(query.error, 'Could not load the bounties.')}
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <LoadingState label={BOUNTY_MESSAGES.loading} />
        ) : bounties.length === 0 ? (
          <EmptyState title={BOUNTY_MESSAGES.empty}>
            {hasBountyFilters(filters) ? 'Try another category, difficulty or search.' : 'Check back soon.'}
          </EmptyState>
        ) : (
          <ul aria-label="Bounties" className="grid gap-4 md:grid-cols-2">
            {bounties.map((bounty) => (
              <li key={bounty.id} className="min-w-0">
                <BountyCard bounty={bounty} variant={variant} onSubmitWork={setSubmitting} />
              </li>
            ))}
          </ul>
        )}
        {query.isError && query.data && (
          <ErrorBanner
            message={describeError(query.error, 'Could not refresh the bounties.')}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.hasNextPage && <LoadMoreButton query={query} />}
      </div>
      {submitting && (
        <SubmitBountyDialog
          key={submitting.id}
          bounty={submitting}
          open
          onOpenChange={(open) => {
            if (!open) setSubmitting(null);
          }}
        />
      )}
    </div>
  );
}
