import type { Review } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { Star } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** One review: its stars (named for screen readers), its text, who wrote it and when. */
export function ReviewCard({ review, heading }: { review: Review; heading: string }) {
  return (
    <article aria-label={heading} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <p className="flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className={cn('size-4', star <= review.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
            aria-hidden
          />
        ))}
        <span className="sr-only">{review.rating} out of 5 stars</span>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{review.text}</p>
      <p className="text-xs text-slate-500">
        {review.authorName} · <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
      </p>
    </article>
  );
}
