import {
  COMMUNITY_MESSAGES,
  QUESTION_CONTENT_MAX,
  QUESTION_TITLE_MAX,
} from '@app/shared/community/community.constants';
import {
  type CreateQuestionBody,
  CreateQuestionBodySchema,
  type CreateQuestionInput,
  type Question,
} from '@app/shared/community/community.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useCreateQuestion } from '../api/create-question';
import { TagPicker } from './tag-picker';

interface AskQuestionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPosted(question: Question): void;
}

const isIncomplete = ({ title, content, tags }: CreateQuestionInput) =>
  !title.trim() || !content.trim() || tags.length === 0;

function describeServerFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.errors.map((item) => item.message).join(', ') || error.serverMessage || undefined;
}

/** 'Ask a Question' (part-1 §5): title, details, 1 to 5 tags, validated with the shared schema. */
export function AskQuestionDialog({ open, onOpenChange, onPosted }: AskQuestionDialogProps) {
  const form = useForm<CreateQuestionInput, unknown, CreateQuestionBody>({
    resolver: zodResolver(CreateQuestionBodySchema),
    defaultValues: { title: '', content: '', tags: [] },
  });
  const tags = useController({ control: form.control, name: 'tags' });
  const createQuestion = useCreateQuestion();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [hasTriedIncomplete, setHasTriedIncomplete] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const values = form.watch();
  const showIncomplete = hasTriedIncomplete && isIncomplete(values);
  // Emptiness is told once, in the combined message; other problems (too long) per field.
  const fieldError = (name: 'title' | 'content') =>
    values[name].trim() ? form.formState.errors[name]?.message : undefined;

  const onValid = async (body: CreateQuestionBody) => {
    setFailure(null);
    try {
      const result = await createQuestion.mutateAsync({ body, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      form.reset();
      setHasTriedIncomplete(false);
      onOpenChange(false);
      if (result.status === 'sent') {
        notify('success', 'Your question was posted.');
        onPosted(result.data.question);
      } else {
        notify(
          'info',
          'Your question is pending.',
          'The server cannot be reached: it is saved on this device and will be posted when the connection is back.',
        );
      }
    } catch (error) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure({ message: COMMUNITY_MESSAGES.askFailed, detail: describeServerFailure(error) });
    }
  };

  const submit = form.handleSubmit(onValid, () => setHasTriedIncomplete(isIncomplete(form.getValues())));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask a Question"
      description="Ask the community about prototyping, validation, tools or design."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Title"
          required
          maxLength={QUESTION_TITLE_MAX}
          showCounter
          currentLength={values.title.length}
          placeholder="What do you want to know?"
          error={fieldError('title')}
          {...form.register('title')}
        />
        <TextAreaField
          label="Details"
          required
          rows={5}
          maxLength={QUESTION_CONTENT_MAX}
          showCounter
          currentLength={values.content.length}
          placeholder="Give the context: what you tried, what you are deciding between."
          error={fieldError('content')}
          {...form.register('content')}
        />
        <TagPicker value={tags.field.value} onChange={tags.field.onChange} />
        {values.tags.length === 0 && (
          <p className="-mt-2 text-sm text-amber-800" aria-live="polite">
            {COMMUNITY_MESSAGES.askTagWarning}
          </p>
        )}
        {showIncomplete && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {COMMUNITY_MESSAGES.askIncomplete}
          </p>
        )}
        {failure && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <p>{failure.message}</p>
            {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={createQuestion.isPending}>
            Post Question
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
