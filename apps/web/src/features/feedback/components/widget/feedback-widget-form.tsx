import {
  FEEDBACK_FEATURES,
  type FeedbackFeatureId,
  type FeedbackType,
  featureForPath,
  sentimentOf,
  WIDGET_RATING_LABELS,
} from '@app/shared/feedback/feedback.constants';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { newIdempotencyKey } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/api-error';
import { track } from '../../../../lib/browser-tracker';
import { createFeedback } from '../../api/create-feedback';
import { StarRating } from '../star-rating';
import { FeedbackTypePicker } from './feedback-type-picker';

export type WidgetSubmitResult = { status: 'sent'; points: number } | { status: 'pending' };

const FEATURE_OPTIONS = FEEDBACK_FEATURES.map((feature) => ({ value: feature.id, label: feature.label }));
const isFeatureId = (value: string | undefined): value is FeedbackFeatureId =>
  FEEDBACK_FEATURES.some((feature) => feature.id === value);

/** Type, then rating, then an optional comment; the feature comes from the page (FACTS.md "Feedback"). */
export function FeedbackWidgetForm({
  initialFeature,
  onSubmitted,
}: {
  initialFeature?: string;
  onSubmitted: (result: WidgetSubmitResult) => void;
}) {
  const { pathname } = useLocation();
  const [type, setType] = useState<FeedbackType | null>(null);
  const [rating, setRating] = useState(0);
  const [feature, setFeature] = useState<string>(
    isFeatureId(initialFeature) ? initialFeature : featureForPath(pathname),
  );
  const [comment, setComment] = useState('');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = type !== null && rating > 0 && isFeatureId(feature);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || isSending) return;
    setIsSending(true);
    setError(null);
    try {
      const body = { type, rating, feature, comment, source: 'widget' as const, path: pathname };
      const result = await createFeedback(body, idempotencyKey);
      track('floating_feedback_submitted', { feedback_type: type, rating });
      onSubmitted(
        result.status === 'sent' ? { status: 'sent', points: result.data.pointsAwarded } : { status: 'pending' },
      );
    } catch (caught) {
      setError(describeError(caught));
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <SelectField
        label="Feature"
        value={feature}
        onChange={(event) => setFeature(event.target.value)}
        options={FEATURE_OPTIONS}
      />
      <FeedbackTypePicker value={type} onChange={setType} />
      {type && (
        <StarRating
          legend="How would you rate it?"
          labels={WIDGET_RATING_LABELS}
          value={rating}
          onChange={setRating}
          sentimentOf={sentimentOf}
        />
      )}
      {type && rating > 0 && (
        <TextAreaField
          label="Comment (optional)"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder="Tell us more..."
          rows={3}
          className="min-h-20"
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!canSubmit} isLoading={isSending}>
        Submit Feedback
      </Button>
    </form>
  );
}
