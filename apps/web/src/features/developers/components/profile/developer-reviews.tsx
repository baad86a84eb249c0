import type { Review } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { UNVERIFIED_PAYMENT_MARKER } from '@app/shared/reviews/review-rating';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useDeveloperReviews } from '../../api/get-developer-reviews';

const MAX_STARS = 5;

/** "★★★★☆", read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of ${MAX_STARS} stars`} className="tracking-wide text-amber-500">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(MAX_STARS - rating)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-slate-500">
          {formatLongDate(review.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{review.text}</p>
      {!review.paymentVerified && <p className="text-xs font-medium text-amber-800">{UNVERIFIED_PAYMENT_MARKER}</p>}
      <p className="text-xs text-slate-600">
        <span className="font-medium text-slate-800">{review.authorName}</span>
        {review.contractTitle && <span> · {review.contractTitle}</span>}
      </p>
    </li>
  );
}

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
