import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import { CONTRACT_LIMITS, PAYMENT_METHODS } from '@app/shared/contracts/contracts.constants';
import { RecordPaymentBodySchema } from '@app/shared/contracts/contracts.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/api-error';
import { useRecordPayment } from '../api/record-payment';
import { todayDay } from '../contract-labels';

type PaymentForm = z.input<typeof RecordPaymentBodySchema>;
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

interface RecordPaymentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  contractId: string;
  currency: string;
  milestone: { id: string; title: string; amount: number };
  onDone(message: string): void;
}

/** The client records a currency payment made outside the platform; the developer then confirms it. */
export function RecordPaymentDialog({
  open,
  onOpenChange,
  contractId,
  currency,
  milestone,
  onDone,
}: RecordPaymentDialogProps) {
  const recordPayment = useRecordPayment();
  const form = useForm<PaymentForm, unknown, z.output<typeof RecordPaymentBodySchema>>({
    resolver: zodResolver(RecordPaymentBodySchema),
    defaultValues: { date: todayDay(), reference: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const amount = formatContractAmount(milestone.amount, currency);

  const change = (isOpen: boolean) => {
    if (!isOpen) {
      form.reset({ date: todayDay(), reference: '' });
      setFailure(null);
    }
    onOpenChange(isOpen);
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await recordPayment.mutateAsync({ contractId, milestoneId: milestone.id, body });
      change(false);
      onDone(`Payment of ${amount} recorded. The developer is asked to confirm receipt.`);
    } catch (error) {
      setFailure(describeError(error, 'The payment could not be recorded. Please try again.'));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`Record the payment for “${milestone.title}”`}
      description={`Record how and when you paid the developer ${amount}. The platform does not move this money; the developer confirms they received it.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label="Date paid" type="date" required error={errors.date?.message} {...form.register('date')} />
        <SelectField
          label="Method"
          emptyLabel="Choose how you paid"
          options={METHOD_OPTIONS}
          required
          error={errors.method?.message}
          {...form.register('method')}
        />
        <TextField
          label="Reference (optional)"
          hint="A transfer id or receipt number the developer can match."
          maxLength={CONTRACT_LIMITS.referenceMax}
          autoComplete="off"
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} disabled={form.formState.isSubmitting}>
            Go back
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Record payment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
