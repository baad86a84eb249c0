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
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { CreateFormDialog } from '../../../components/forms/create-form-dialog';
import { useCreateSubmission } from '../../../components/forms/use-create-submission';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateQuestion } from '../api/create-question';
import { TagPicker } from './tag-picker';

interface AskQuestionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPosted(question: Question): void;
}

const isIncomplete = ({ title, content, tags }: CreateQuestionInput) =>
  !title.trim() || !content.trim() || tags.length === 0;

/** 'Ask a Question' (part-1 §5): title, details, 1 to 5 tags, validated with the shared schema. */
export function AskQuestionDialog({ open, onOpenChange, onPosted }: AskQuestionDialogProps) {
  const form = useForm<CreateQuestionInput, unknown, CreateQuestionBody>({
    resolver: zodResolver(CreateQuestionBodySchema),
    defaultValues: { title: '', content: '', tags: [] },
  });
  const tags = useController({ control: form.control, name: 'tags' });
  const createQuestion = useCreateQuestion();
  const [hasTriedIncomplete, setHasTriedIncomplete] = useState(false);
  const { create, failure, namePrompt } = useCreateSubmission({
    send: createQuestion.mutateAsync,
    continueLabel: 'post your question',
    failedMessage: COMMUNITY_MESSAGES.askFailed,
    notices: {
      sent: 'Your question was posted.',
      pending: 'Your question is pending.',
      pendingDetail:
        'The server cannot be reached: it is saved on this device and will be posted when the connection is back.',
    },
    onCreated: (data) => {
      form.reset();
      setHasTriedIncomplete(false);
      onOpenChange(false);
      if (data) onPosted(data.question);
    },
  });
  const values = form.watch();
  const showIncomplete = hasTriedIncomplete && isIncomplete(values);
  // Emptiness is told once, in the combined message; other problems (too long) per field.
  const fieldError = (name: 'title' | 'content') =>
    values[name].trim() ? form.formState.errors[name]?.message : undefined;

  const submit = form.handleSubmit(create, () => setHasTriedIncomplete(isIncomplete(form.getValues())));

  return (
    <CreateFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask a Question"
      description="Ask the community about prototyping, validation, tools or design."
      onSubmit={submit}
      incompleteMessage={showIncomplete ? COMMUNITY_MESSAGES.askIncomplete : null}
      failure={failure}
      submitLabel="Post Question"
      isSubmitting={createQuestion.isPending}
      namePrompt={namePrompt}
    >
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
    </CreateFormDialog>
  );
}
