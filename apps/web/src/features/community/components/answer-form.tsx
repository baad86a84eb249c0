import { ANSWER_MAX, COMMUNITY_MESSAGES } from '@app/shared/community/community.constants';
import { type CreateAnswerBody, CreateAnswerBodySchema } from '@app/shared/community/community.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useCreateAnswer } from '../api/create-answer';

const PENDING_MESSAGE =
  'The server cannot be reached: your answer is saved on this device, shown as pending, and posted when the connection is back.';

/** part-1 §8: the server's own reasons when it gives them, else the plain failure message. */
function describeAnswerFailure(error: unknown): { message: string; detail?: string } {
  if (error instanceof ApiRequestError && error.errors.length > 0) {
    return { message: COMMUNITY_MESSAGES.validationFailedPrefix + error.errors.map((e) => e.message).join(', ') };
  }
  const detail = error instanceof ApiRequestError ? (error.serverMessage ?? undefined) : undefined;
  return { message: COMMUNITY_MESSAGES.answerFailed, detail };
}

/** "Your Answer": validated with the shared schema, with a live n/10000 count. */
export function AnswerForm({ questionId }: { questionId: string }) {
  const form = useForm<CreateAnswerBody>({
    resolver: zodResolver(CreateAnswerBodySchema),
    defaultValues: { content: '' },
  });
  const createAnswer = useCreateAnswer();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'info'; message: string; detail?: string } | null>(null);
  const content = form.watch('content');
  const nameGate = useDisplayNameGate('post your answer');

  const submit = form.handleSubmit((body) => nameGate.run(() => void post(body)));

  const post = async (body: CreateAnswerBody) => {
    setOutcome(null);
    try {
      const result = await createAnswer.mutateAsync({ questionId, body, idempotencyKey: idempotencyKey.current });
      form.reset();
      if (result.status === 'pending') setOutcome({ tone: 'info', message: PENDING_MESSAGE });
      else notify('success', 'Your answer was posted.');
    } catch (error) {
      setOutcome({ tone: 'error', ...describeAnswerFailure(error) });
    } finally {
      idempotencyKey.current = newIdempotencyKey();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {/* No maxLength: the "too long" message must stay reachable (part-1 §5). */}
      <TextAreaField
        label="Your Answer"
        rows={6}
        placeholder="Share what you know. At least 10 characters."
        showCounter
        counterMax={ANSWER_MAX}
        currentLength={content.length}
        error={form.formState.errors.content?.message}
        {...form.register('content')}
      />
      {outcome && (
        <div
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={
            outcome.tone === 'error'
              ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800'
              : 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900'
          }
        >
          <p>{outcome.message}</p>
          {outcome.detail && <p className="mt-1 text-xs">{outcome.detail}</p>}
        </div>
      )}
      {nameGate.prompt}
      <Button type="submit" className="self-end" isLoading={createAnswer.isPending}>
        Post Answer
      </Button>
    </form>
  );
}
