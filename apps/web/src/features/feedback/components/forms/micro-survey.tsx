import { FORM_RESET_DELAY_MS, MICRO_SURVEY } from '@app/shared/feedback/feedback.constants';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../components/ui/cn';
import { newIdempotencyKey } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/api-error';
import { track } from '../../../../lib/browser-tracker';
import { useCreateFeedback } from '../../api/create-feedback';
import { useResetAfter } from '../../hooks/use-reset-after';
import { SubmitOutcome } from './submit-outcome';

/** One question, five answers; submit needs a choice, then a thank-you and a reset 2 s later (part-2 §4). */
export function MicroSurvey() {
  const name = useId();
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { mutate, data, error, isPending, reset } = useCreateFeedback();
  const resetForm = useCallback(() => {
    setRating(null);
    setIdempotencyKey(newIdempotencyKey());
    reset();
  }, [reset]);
  useResetAfter(data !== undefined, FORM_RESET_DELAY_MS, resetForm);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) return;
    const body = { type: 'general', rating, feature: 'general-platform', source: 'survey' } as const;
    mutate(
      { body, idempotencyKey },
      { onSuccess: () => track('micro_survey_submitted', { question: MICRO_SURVEY.question, rating }) },
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Quick Survey
      </h2>
      {data ? (
        <div className="mt-3">
          <SubmitOutcome status={data.status} thanks="Thank you for your feedback!" />
        </div>
      ) : (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-4">
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-slate-800">{MICRO_SURVEY.question}</legend>
            <div className="grid grid-cols-5 gap-2">
              {MICRO_SURVEY.options.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'relative flex cursor-pointer flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    rating === option.value
                      ? 'border-brand-600 bg-brand-50 text-brand-700'
                      : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={rating === option.value}
                    onChange={() => setRating(option.value)}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <span className="text-2xl" aria-hidden>
                    {option.icon}
                  </span>
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {describeError(error)}
            </p>
          )}
          <Button type="submit" disabled={rating === null} isLoading={isPending} className="self-start">
            Submit
          </Button>
        </form>
      )}
    </Card>
  );
}
