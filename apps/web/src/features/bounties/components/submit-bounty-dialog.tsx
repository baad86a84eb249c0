import { BOUNTY_MESSAGES } from '@app/shared/bounties/bounties.constants';
import { type Bounty, type SubmitBountyBody, SubmitBountyBodySchema } from '@app/shared/bounties/bounties.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useSubmitBounty } from '../api/submit-bounty';

interface SubmitBountyDialogProps {
  bounty: Pick<Bounty, 'id' | 'title' | 'reward'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface Failure {
  title: string;
  detail: string | null;
}

const FIELDS = ['submissionUrl', 'description'] as const;

/**
 * Submit Work (part-2 §5 Bounty submission, §8 texts): URL and description, checked with the
 * shared schema here and again on the server. A rejection keeps what was typed.
 */
export function SubmitBountyDialog({ bounty, open, onOpenChange }: SubmitBountyDialogProps) {
  const form = useForm<SubmitBountyBody>({
    resolver: zodResolver(SubmitBountyBodySchema),
    defaultValues: { submissionUrl: '', description: '' },
  });
  const submit = useSubmitBounty();
  // One key per logical submission: a retry after a lost answer cannot submit twice.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [failure, setFailure] = useState<Failure | null>(null);
  const errors = form.formState.errors;

  const onValid = async (body: SubmitBountyBody) => {
    setFailure(null);
    try {
      await submit.mutateAsync({ id: bounty.id, body, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      form.reset();
      notify('success', BOUNTY_MESSAGES.submitted);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        // The server answered and refused: this attempt is over, the next one is a new submission.
        idempotencyKey.current = newIdempotencyKey();
        for (const fieldError of error.errors) {
          const field = FIELDS.find((name) => name === fieldError.path);
          if (field) form.setError(field, { message: fieldError.message });
        }
        setFailure({ title: BOUNTY_MESSAGES.submitFailed, detail: error.serverMessage });
      } else {
        setFailure({ title: BOUNTY_MESSAGES.submitError, detail: null });
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Work"
      description={`${bounty.title} · ${bounty.reward} tokens`}
    >
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Submission URL"
          type="url"
          inputMode="url"
          required
          placeholder="https://github.com/you/platform/pull/1"
          hint="A link to your pull request or branch (https://)."
          error={errors.submissionUrl?.message}
          {...form.register('submissionUrl')}
        />
        <TextAreaField
          label="Description"
          required
          rows={4}
          placeholder="What did you build, and how can a reviewer check it?"
          error={errors.description?.message}
          {...form.register('description')}
        />
        {failure && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">{failure.title}</p>
            {failure.detail && <p className="mt-1">{failure.detail}</p>}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={submit.isPending}>
            Submit
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
