import {
  CONTEXTUAL_RATING_LABELS,
  type ContextualCategory,
  FEEDBACK_FEATURES,
  FORM_RESET_DELAY_MS,
  sentimentOf,
} from '@app/shared/feedback/feedback.constants';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { TextAreaField } from '../../../../components/ui/field';
import { newIdempotencyKey } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/api-error';
import { track } from '../../../../lib/browser-tracker';
import { useCreateFeedback } from '../../api/create-feedback';
import { useResetAfter } from '../../hooks/use-reset-after';
import { StarRating } from '../star-rating';
import { CategoryPicker } from './category-picker';
import { SubmitOutcome } from './submit-outcome';

const FEATURE = 'ai-project-assistant';
const FEATURE_LABEL = FEEDBACK_FEATURES.find((feature) => feature.id === FEATURE)?.label ?? 'AI Project Assistant';

/** Category first, then stars, then a comment once rated; needs a rating and a category (part-2 §4, §5). */
export function ContextualFeedbackForm() {
  const titleId = useId();
  const [category, setCategory] = useState<ContextualCategory | null>(null);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { mutate, data, error, isPending, reset } = useCreateFeedback();
  const resetForm = useCallback(() => {
    setCategory(null);
    setRating(0);
    setComment('');
    setIdempotencyKey(newIdempotencyKey());
    reset();
  }, [reset]);
  useResetAfter(data !== undefined, FORM_RESET_DELAY_MS, resetForm);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (category === null || rating === 0) return;
    const type = category === 'bug' ? 'bug' : 'general';
    const body = { type, rating, comment, category, feature: FEATURE, source: 'contextual' } as const;
    mutate(
      { body, idempotencyKey },
      { onSuccess: () => track('contextual_feedback_submitted', { feature: FEATURE_LABEL, rating, comment }) },
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        How is the {FEATURE_LABEL}?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tell us about one part of your experience with it.</p>
      {data ? (
        <div className="mt-3">
          <SubmitOutcome status={data.status} thanks="Thank you! Your feedback has been submitted." />
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <CategoryPicker value={category} onChange={setCategory} />
          {category && (
            <StarRating
              legend={`Rate the ${FEATURE_LABEL}`}
              labels={CONTEXTUAL_RATING_LABELS}
              value={rating}
              onChange={setRating}
              sentimentOf={sentimentOf}
            />
          )}
          {category && rating > 0 && (
            <TextAreaField
              label="Comment (optional)"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              placeholder="What could be better?"
              rows={3}
            />
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {describeError(error)}
            </p>
          )}
          <Button
            type="submit"
            disabled={category === null || rating === 0}
            isLoading={isPending}
            className="self-start"
          >
            Submit Feedback
          </Button>
        </form>
      )}
    </Card>
  );
}
