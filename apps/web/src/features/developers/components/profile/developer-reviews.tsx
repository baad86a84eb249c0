import { useId } from 'react';
import { ReviewItem } from '../../../../components/reviews/review-item';
import { Button } from '../../../../components/ui/button';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useDeveloperReviews } from '../../api/get-developer-reviews';

/**
 * What clients said after completed contracts (issue 32 §4): only reviews the double blind has
 * revealed, newest first, a few at a time.
 */
export function DeveloperReviews({ developerId, isEnabled }: { developerId: string; isEnabled: boolean }) {
  const headingId = useId();
  const query = useDeveloperReviews(developerId, isEnabled);
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const loadMoreFailed = query.isFetchNextPageError;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Client reviews
      </h3>
      {query.isPending && <LoadingState label="Loading reviews" />}
      {query.isError && !loadMoreFailed && (
        <ErrorBanner
          message={`Reviews could not be loaded. ${describeError(query.error, 'Please try again.')}`}
          onRetry={() => void query.refetch()}
          retryLabel="Try again"
        />
      )}
      {query.isSuccess && reviews.length === 0 && <p className="text-sm text-slate-600">No reviews yet.</p>}
      {reviews.length > 0 && (
        <ul aria-label="Client reviews list" className="flex flex-col gap-2">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {loadMoreFailed && (
        <ErrorBanner message="More reviews could not be loaded." onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && !loadMoreFailed && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </section>
  );
}
