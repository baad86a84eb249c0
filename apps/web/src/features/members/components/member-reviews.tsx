import type { Review } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import type { Member } from '@app/shared/members/members.schemas';
import { UNVERIFIED_PAYMENT_MARKER } from '@app/shared/reviews/review-rating';
import { useId } from 'react';

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span role="img" aria-label={`${review.rating} out of 5 stars`} className="tracking-wide text-amber-500">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <time dateTime={review.createdAt} className="text-xs text-slate-500">
          {formatLongDate(review.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{review.text}</p>
      <p className="text-xs text-slate-500">
        {review.authorName} · {review.contractTitle}
        {!review.paymentVerified && ` · ${UNVERIFIED_PAYMENT_MARKER}`}
      </p>
    </li>
  );
}

/** The developers' reviews of this client, revealed by the double-blind rule (issue 32 §4), newest first. */
export function MemberReviews({ member }: { member: Member }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Reviews from developers{member.reviewCount > 0 && ` (${member.reviewCount})`}
      </h2>
      {member.reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No developer has reviewed {member.name} yet.</p>
      ) : (
        <>
          <ul aria-label="Reviews from developers list" className="flex flex-col gap-2">
            {member.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {member.reviewCount > member.reviews.length && (
            <p className="text-xs text-slate-500">
              The {member.reviews.length} most recent of {member.reviewCount} reviews.
            </p>
          )}
        </>
      )}
    </section>
  );
}
