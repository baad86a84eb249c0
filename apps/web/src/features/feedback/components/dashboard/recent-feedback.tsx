import { useDeferredValue } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useRecentFeedback } from '../../api/get-recent-feedback';
import { FeedbackItem } from '../feedback-item';

/** The most recent feedback from everyone, with Load more. */
export function RecentFeedback() {
  const {
    data: loaded,
    error,
    isPending,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useRecentFeedback();
  // Rendered from a deferred copy, like the stats above: the list renders in slices.
  const data = useDeferredValue(loaded);
  const items = data?.pages.flatMap((page) => page.feedback) ?? [];
  const isCatchingUp = !data && loaded !== undefined;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Recent Feedback</h2>
      {isPending || isCatchingUp ? (
        <LoadingState label="Loading recent feedback" />
      ) : error && items.length === 0 ? (
        <div className="mt-3">
          <ErrorBanner
            message={`Could not load recent feedback: ${describeError(error)}`}
            onRetry={() => void refetch()}
          />
        </div>
      ) : items.length === 0 ? (
        <div className="mt-3">
          <EmptyState title="No feedback yet">Be the first to share what you think.</EmptyState>
        </div>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100" aria-label="Recent feedback">
            {items.map((feedback) => (
              <li key={feedback.id}>
                <FeedbackItem feedback={feedback} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="mt-3 flex justify-center">
              <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
