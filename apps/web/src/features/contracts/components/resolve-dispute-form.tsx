import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import {
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
} from '@app/shared/contracts/contracts.constants';
import { type AdminDispute, ResolveDisputeBodySchema } from '@app/shared/contracts/contracts.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-error';
import { useResolveDispute } from '../api/resolve-dispute';

/** The shared body, plus the split's range, which depends on this milestone's amount. */
function resolveFormSchema(amount: number) {
  return z
    .object({
      outcome: ResolveDisputeBodySchema.shape.outcome,
      developerAmount: z.number().optional(),
      note: ResolveDisputeBodySchema.shape.note,
    })
    .superRefine((form, context) => {
      if (form.outcome !== 'split') return;
      const share = form.developerAmount;
      if (share === undefined || !Number.isInteger(share) || share < 1) {
        context.addIssue({ code: 'custom', path: ['developerAmount'], message: CONTRACT_MESSAGES.splitNeedsAmount });
      } else if (share >= amount) {
        context.addIssue({
          code: 'custom',
          path: ['developerAmount'],
          message: CONTRACT_MESSAGES.splitTooLarge(amount),
        });
      }
    });
}
type ResolveForm = z.input<ReturnType<typeof resolveFormSchema>>;

interface ResolveDisputeFormProps {
  token: string;
  dispute: AdminDispute;
  onDone(): void;
  onCancel(): void;
}

/** The admin's decision on one dispute: release, refund or split, and a note both parties read. */
export function ResolveDisputeForm({ token, dispute, onDone, onCancel }: ResolveDisputeFormProps) {
  const outcomeErrorId = useId();
  const resolve = useResolveDispute(token);
  // One key per decision: sending it again after a lost answer resolves the dispute once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { amount } = dispute.milestone;
  const form = useForm<ResolveForm>({
    resolver: zodResolver(resolveFormSchema(amount)),
    defaultValues: { note: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const outcome = form.watch('outcome');
  const note = form.watch('note') ?? '';

  const submit = form.handleSubmit(async ({ outcome: chosen, developerAmount, note: text }) => {
    setFailure(null);
    const body = { outcome: chosen, note: text, ...(chosen === 'split' ? { developerAmount } : {}) };
    try {
      await resolve.mutateAsync({ disputeId: dispute.id, body, idempotencyKey });
      notify('success', `Dispute resolved: ${DISPUTE_OUTCOME_LABELS[chosen].toLowerCase()}. Both parties were told.`);
      onDone();
    } catch (error) {
      setFailure(describeError(error, 'The dispute could not be resolved. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset aria-describedby={errors.outcome ? outcomeErrorId : undefined} className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">Outcome</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label key={value} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
            <input type="radio" value={value} className="size-4 accent-brand-600" {...form.register('outcome')} />
            <span>
              {DISPUTE_OUTCOME_LABELS[value]}
              {value !== 'split' && (
                <span className="text-slate-500">
                  {' '}
                  ({formatContractAmount(amount, dispute.currency)} to the{' '}
                  {value === 'release' ? 'developer' : 'client'})
                </span>
              )}
            </span>
          </label>
        ))}
        {errors.outcome && (
          <p id={outcomeErrorId} role="alert" className="text-xs text-red-600">
            {errors.outcome.message}
          </p>
        )}
      </fieldset>
      {outcome === 'split' && (
        <TextField
          label={`The developer's share (${dispute.currency})`}
          hint={`From 1 to ${amount - 1}; the client gets the rest of ${formatContractAmount(amount, dispute.currency)}.`}
          type="number"
          inputMode="numeric"
          min={1}
          max={amount - 1}
          step={1}
          required
          error={errors.developerAmount?.message}
          {...form.register('developerAmount', {
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
          })}
        />
      )}
      <TextAreaField
        label="Note to both parties"
        hint="Why you decided this way. The client and the developer both read it."
        required
        rows={4}
        showCounter
        currentLength={note.length}
        counterMax={CONTRACT_LIMITS.noteMax}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Go back
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Resolve dispute
        </Button>
      </div>
    </form>
  );
}
