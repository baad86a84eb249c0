import { FEEDBACK_FEATURES, FEEDBACK_TYPES } from '@app/shared/feedback/feedback.constants';
import type { Feedback } from '@app/shared/feedback/feedback.schemas';
import { formatRelativeAge } from '@app/shared/format/format';
import { Star } from 'lucide-react';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** One piece of feedback: who, what kind, about what, the stars and the comment. */
export function FeedbackItem({ feedback, showFeature = true }: { feedback: Feedback; showFeature?: boolean }) {
  const type = FEEDBACK_TYPES.find((item) => item.id === feedback.type);
  const feature = FEEDBACK_FEATURES.find((item) => item.id === feedback.feature);
  return (
    <article className="flex gap-3 py-3">
      <UserAvatar user={feedback.user} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-slate-900">{feedback.user.name}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            <span aria-hidden>{type?.icon} </span>
            {type?.label ?? feedback.type}
          </span>
          {showFeature && <span className="text-xs text-slate-600">{feature?.label ?? feedback.feature}</span>}
          <span className="flex items-center gap-0.5 text-xs text-amber-700" title={`${feedback.rating} out of 5`}>
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            <span className="sr-only">Rated </span>
            {feedback.rating}/5
          </span>
          <time className="text-xs text-slate-500" dateTime={feedback.timestamp}>
            {formatRelativeAge(feedback.timestamp)}
          </time>
        </div>
        {feedback.comment && <p className="mt-1 text-sm break-words text-slate-700">{feedback.comment}</p>}
      </div>
    </article>
  );
}
