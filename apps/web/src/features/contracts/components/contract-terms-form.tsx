import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import {
  CONTRACT_CURRENCIES,
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  TOKEN_CURRENCY,
} from '@app/shared/contracts/contracts.constants';
import { type ContractTermsBody, ContractTermsBodySchema } from '@app/shared/contracts/contracts.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/api-error';
import { useEscrowInfo } from '../../payments/api/escrow-info';
import type { TermsForm } from '../contract-forms';
import { MilestoneFields } from './milestone-fields';
import { PaymentRailField } from './payment-rail-field';

const CURRENCY_OPTIONS = CONTRACT_CURRENCIES.map((code) => ({
  value: code,
  label: code === TOKEN_CURRENCY ? 'Platform tokens (TOKENS)' : code,
}));

interface ContractTermsFormProps {
  defaultValues: TermsForm;
  submitLabel: string;
  /** Sends the terms; a refusal it throws is shown above the buttons, in the server's words. */
  onSubmit(terms: ContractTermsBody): Promise<void>;
  onCancel?(): void;
  /** Asks a visitor without a name for one before the terms go (a proposal, issue 41 §1). */
  nameGate?: DisplayNameGate;
}

/** The terms of a contract, proposed or edited alike, checked with the schema the server uses. */
export function ContractTermsForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  nameGate,
}: ContractTermsFormProps) {
  const form = useForm<TermsForm, unknown, ContractTermsBody>({
    resolver: zodResolver(ContractTermsBodySchema),
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { errors } = form.formState;
  const currency = form.watch('currency');
  const rail = form.watch('paymentRail');
  const escrow = useEscrowInfo().data;
  const offersEscrow = currency !== TOKEN_CURRENCY && escrow?.available === true;
  // Escrow by the platform is the default wherever it can be had; the client can still choose direct.
  if (offersEscrow && rail === undefined) form.setValue('paymentRail', 'bank_transfer');
  const scope = form.watch('scope') ?? '';
  const total = (form.watch('milestones') ?? []).reduce(
    (sum, milestone) => sum + (Number.isFinite(milestone.amount) ? milestone.amount : 0),
    0,
  );

  const send = async (terms: ContractTermsBody) => {
    setFailure(null);
    setIsSending(true);
    try {
      await onSubmit(terms);
    } catch (error) {
      setFailure(describeError(error, 'The contract could not be sent. Please try again.'));
    } finally {
      setIsSending(false);
    }
  };
  const submit = form.handleSubmit((terms) => (nameGate ? nameGate.run(() => void send(terms)) : send(terms)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Title"
        required
        maxLength={CONTRACT_LIMITS.titleMax}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Scope"
        hint="What will be built and delivered, and what is not included."
        required
        rows={6}
        showCounter
        currentLength={scope.length}
        counterMax={CONTRACT_LIMITS.scopeMax}
        error={errors.scope?.message}
        {...form.register('scope')}
      />
      <div className="flex flex-col gap-2">
        <SelectField
          label="Currency"
          className="sm:max-w-xs"
          options={CURRENCY_OPTIONS}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
        {!offersEscrow && (
          <p className="text-sm text-slate-600">
            {currency === TOKEN_CURRENCY
              ? 'Funding a milestone moves its tokens from your balance into escrow; approving it releases them to the developer.'
              : CONTRACT_MESSAGES.notCurrencyOnPage}
          </p>
        )}
      </div>
      {offersEscrow && (
        <PaymentRailField
          registration={form.register('paymentRail')}
          selected={rail}
          feePercent={escrow.feePercent ?? 0}
          error={errors.paymentRail?.message}
        />
      )}
      <MilestoneFields control={form.control} register={form.register} errors={errors.milestones} currency={currency} />
      <p aria-live="polite" className="rounded-xl bg-slate-50 px-4 py-3 text-base font-semibold text-slate-900">
        Total: {formatContractAmount(total, currency)}
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      {nameGate?.prompt}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSending}>
            Go back
          </Button>
        )}
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
