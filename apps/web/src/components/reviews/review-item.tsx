import type { Review } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { UNVERIFIED_PAYMENT_MARKER } from '@app/shared/reviews/review-rating';

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

/**
 * One review after a completed contract (issue 32 §4), wherever a person's reviews are listed: a
 * developer's by clients, a client's by developers. Focusable from script, so "Show more reviews"
 * can land on the first new one.
 */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li
      tabIndex={-1}
      className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-3 outline-none focus:ring-2 focus:ring-brand-600"
    >
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
