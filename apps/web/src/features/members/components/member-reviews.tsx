import type { Member } from '@app/shared/members/members.schemas';
import { useId, useState } from 'react';
import { ReviewItem } from '../../../components/reviews/review-item';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { useMemberMoreReviews } from '../api/get-member-reviews';
import { useFocusFirstNewItem } from '../hooks/use-focus-first-new-item';

/**
 * The developers' reviews of this client, revealed by the double-blind rule (issue 32 §4), newest
 * first: the page's first 20, then "Show more reviews" reads the next pages from its cursor.
 */
export function MemberReviews({ member }: { member: Member }) {
  const headingId = useId();
  const [isShowingMore, setShowingMore] = useState(false);
  const more = useMemberMoreReviews(member.id, member.reviewsNextCursor, isShowingMore);
  const reviews = [...member.reviews, ...(more.data?.pages.flatMap((page) => page.reviews) ?? [])];
  const { listRef, expectMore } = useFocusFirstNewItem<HTMLUListElement>(reviews.length);
  const hasMore = isShowingMore ? more.hasNextPage : member.reviewsNextCursor !== null;
  const failed = more.isError;

  function showMore() {
    expectMore(reviews.length);
    if (!isShowingMore) setShowingMore(true);
    else if (more.isFetchNextPageError || more.data) void more.fetchNextPage();
    else void more.refetch();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Reviews from developers{member.reviewCount > 0 && ` (${member.reviewCount})`}
      </h2>
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No developer has reviewed {member.name} yet.</p>
      ) : (
        <>
          <ul ref={listRef} aria-label="Reviews from developers list" className="flex flex-col gap-2">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {member.reviewCount > reviews.length && (
            <p className="text-xs text-slate-500" aria-live="polite">
              Showing {reviews.length} of {member.reviewCount} reviews.
            </p>
          )}
        </>
      )}
      {failed && <ErrorBanner message="More reviews could not be loaded." onRetry={showMore} />}
      {hasMore && !failed && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          isLoading={isShowingMore && (more.isPending || more.isFetchingNextPage)}
          onClick={showMore}
        >
          Show more reviews
        </Button>
      )}
    </section>
  );
}
