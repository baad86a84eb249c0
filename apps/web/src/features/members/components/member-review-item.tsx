import type { Review } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { UNVERIFIED_PAYMENT_MARKER } from '@app/shared/reviews/review-rating';

/** One developer's review of the member; focusable from script so "Show more reviews" can land on it. */
export function MemberReviewItem({ review }: { review: Review }) {
  return (
    <li
      tabIndex={-1}
      className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-3 outline-none focus:ring-2 focus:ring-brand-600"
    >
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
