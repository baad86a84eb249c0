import { ratingClass } from '@app/shared/feedback/feedback.constants';
import { BarChart3, ChevronDown, MessageSquarePlus, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import type { FeatureCardData } from '../../api/get-feature-cards';
import { FeedbackItem } from '../feedback-item';

const STATUS_STYLES = {
  active: 'bg-emerald-100 text-emerald-800',
  beta: 'bg-orange-100 text-orange-800',
  deprecated: 'bg-red-100 text-red-800',
} as const;

const RATING_STYLES = {
  excellent: 'text-emerald-700',
  good: 'text-sky-700',
  average: 'text-amber-700',
  poor: 'text-red-700',
} as const;

/** One feature: status, rating and count; a click on it toggles its recent feedback. */
export function FeatureCard({
  card,
  onGiveFeedback,
  onViewAnalytics,
}: {
  card: FeatureCardData;
  onGiveFeedback: () => void;
  onViewAnalytics: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const hasRating = card.feedbackCount > 0;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex flex-1 flex-col gap-2 rounded-t-2xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex w-full items-start justify-between gap-2">
          <span className="flex items-center gap-2">
            <span className="shrink-0 text-2xl whitespace-nowrap" aria-hidden>
              {card.icon}
            </span>
            <span className="font-semibold text-slate-900">{card.name}</span>
          </span>
          <ChevronDown className={cn('mt-1 size-4 shrink-0 text-slate-500', isOpen && 'rotate-180')} aria-hidden />
        </span>
        <span className="flex flex-wrap items-center gap-3 text-sm">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', STATUS_STYLES[card.status])}>
            {card.status}
          </span>
          <span
            className={cn(
              'flex items-center gap-1 font-semibold',
              hasRating ? RATING_STYLES[ratingClass(card.rating)] : 'text-slate-500',
            )}
          >
            <Star className="size-4 fill-current" aria-hidden />
            {hasRating ? card.rating.toFixed(1) : 'No rating'}
            {hasRating && <span className="sr-only"> out of 5 ({ratingClass(card.rating)})</span>}
          </span>
          <span className="text-slate-600">{card.feedbackCount} feedback</span>
        </span>
      </button>
      <div id={detailsId} hidden={!isOpen} className="border-t border-slate-100 px-4 pb-2">
        <h3 className="pt-3 text-sm font-semibold text-slate-800">Recent feedback</h3>
        {card.recentFeedback.length === 0 ? (
          <p className="py-3 text-sm text-slate-600">No feedback on this feature yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {card.recentFeedback.map((feedback) => (
              <li key={feedback.id}>
                <FeedbackItem feedback={feedback} showFeature={false} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 p-3">
        <Button size="sm" onClick={onGiveFeedback} aria-label={`Give feedback on ${card.name}`}>
          <MessageSquarePlus className="size-4" aria-hidden />
          Give Feedback
        </Button>
        <Button size="sm" variant="secondary" onClick={onViewAnalytics} aria-label={`View analytics for ${card.name}`}>
          <BarChart3 className="size-4" aria-hidden />
          View Analytics
        </Button>
      </div>
    </li>
  );
}
