import { REVIEW_LIMITS } from '@app/shared/contracts/contracts.constants';
import { type CreateReviewBody, CreateReviewBodySchema } from '@app/shared/contracts/reviews.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useCreateReview } from '../api/create-review';
import { StarRatingField } from './star-rating-field';

/** Radio inputs give their value as text: the shared rating rule reads it as a number. */
const ReviewFormSchema = CreateReviewBodySchema.extend({
  rating: z.preprocess((value) => (value ? Number(value) : undefined), CreateReviewBodySchema.shape.rating),
});
type ReviewFormValues = z.input<typeof ReviewFormSchema>;

/** My one review of the other party: 1-5 stars and 20-2,000 characters (issue 32 §4). */
export function ReviewForm({ contractId, otherName }: { contractId: string; otherName: string }) {
  const createReview = useCreateReview();
  const form = useForm<ReviewFormValues, unknown, CreateReviewBody>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { text: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('text') ?? '';

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await createReview.mutateAsync({ contractId, body });
      notify('success', `Review sent. ${otherName} sees it once they have reviewed too, or after the reveal date.`);
    } catch (error) {
      setFailure(describeError(error, 'Your review could not be sent. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-heading" className="flex flex-col gap-4">
      <h3 id="review-form-heading" className="text-base font-semibold text-slate-900">
        Review {otherName}
      </h3>
      <StarRatingField
        value={Number(form.watch('rating')) || undefined}
        error={errors.rating?.message}
        registration={form.register('rating')}
      />
      <TextAreaField
        label="Your review"
        hint={`At least ${REVIEW_LIMITS.textMin} characters. ${otherName} reads it once you have both reviewed, or after the reveal date.`}
        required
        rows={5}
        showCounter
        currentLength={text.length}
        counterMax={REVIEW_LIMITS.textMax}
        error={errors.text?.message}
        {...form.register('text')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" className="self-start" isLoading={isSubmitting}>
        Send review
      </Button>
    </form>
  );
}
