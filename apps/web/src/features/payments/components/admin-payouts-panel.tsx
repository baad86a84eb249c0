import { ISO_CURRENCIES } from '@app/shared/money/currencies';
import { formatMoneyAmount } from '@app/shared/money/money';
import type { PayoutBatchSummary } from '@app/shared/payments/payout-batches.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingState } from '../../../components/ui/states';
import { TitledCard } from '../../../components/ui/titled-card';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { ConfirmActionDialog } from '../../contracts/components/confirm-action-dialog';
import {
  downloadPayoutFile,
  payoutBatchKeys,
  useCreatePayoutBatch,
  useMarkBatchSent,
  usePayoutBatches,
} from '../api/payout-batches';

const CURRENCY_OPTIONS = ISO_CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The control center's payouts (issue 42): the finance role gathers what the platform owes in a
 * currency into one bank file (SEPA pain.001 for euros, CSV otherwise), uploads it to the bank and
 * marks it sent, which is when the money leaves the ledger. Shown only with the admin token.
 */
export function AdminPayoutsPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const batches = usePayoutBatches(token);
  const create = useCreatePayoutBatch(token);
  const [currency, setCurrency] = useState('EUR');

  useEffect(() => () => queryClient.removeQueries({ queryKey: payoutBatchKeys.list() }), [queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(currency);
  };

  return (
    <TitledCard
      icon={Send}
      title="Payouts"
      description="Pay out what the platform owes developers and clients, and the payments to send back, as one bank file per currency. Nothing leaves the ledger until you mark the batch sent."
    >
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label="Currency"
          className="sm:max-w-[10rem]"
          options={CURRENCY_OPTIONS}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        />
        <Button type="submit" isLoading={create.isPending}>
          Make payout batch
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {describeError(create.error)}
        </p>
      )}
      {create.isSuccess && (
        <div role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p>
            Batch {create.data.batch.code}: {create.data.batch.itemCount}{' '}
            {create.data.batch.itemCount === 1 ? 'transfer' : 'transfers'},{' '}
            {formatMoneyAmount({ amount: create.data.batch.total, currency: create.data.batch.currency })}.
          </p>
          {create.data.skipped.map((payee) => (
            <p key={payee.userId} className="text-amber-900">
              Left out: {payee.name}, owed {formatMoneyAmount(payee)}: {payee.reason}.
            </p>
          ))}
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Batches</h3>
      <div className="mt-2">
        {batches.isPending && <LoadingState label="Loading payout batches..." />}
        {batches.isError && (
          <ErrorBanner
            message={`The payout batches could not be loaded. ${describeError(batches.error)}`}
            onRetry={() => void batches.refetch()}
          />
        )}
        {batches.data &&
          (batches.data.length === 0 ? (
            <EmptyState title="No payout batches yet">Make one when the platform owes its members money.</EmptyState>
          ) : (
            <ul aria-label="Payout batches" className="flex flex-col divide-y divide-slate-100">
              {batches.data.map((batch) => (
                <BatchRow key={batch.id} batch={batch} token={token} />
              ))}
            </ul>
          ))}
      </div>
    </TitledCard>
  );
}

function BatchRow({ batch, token }: { batch: PayoutBatchSummary; token: string }) {
  const markSent = useMarkBatchSent(token);
  const [confirming, setConfirming] = useState(false);
  const total = formatMoneyAmount({ amount: batch.total, currency: batch.currency });
  const download = async () => {
    try {
      await downloadPayoutFile(token, batch);
    } catch (error) {
      notify('error', describeError(error, 'The payout file could not be downloaded. Please try again.'));
    }
  };
  return (
    <li className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">
          {batch.code} · {total} · {batch.itemCount} {batch.itemCount === 1 ? 'transfer' : 'transfers'}
        </span>
        <span className="block text-xs text-slate-500">
          {batch.status === 'sent' ? `Sent ${batch.sentAt?.slice(0, 10)}` : 'Not sent yet'}
          {batch.returnedCount > 0 && ` · ${batch.returnedCount} returned by the bank`}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void download()}>
          Download file
        </Button>
        {batch.status === 'created' && (
          <Button size="sm" onClick={() => setConfirming(true)}>
            Mark sent
          </Button>
        )}
      </span>
      <ConfirmActionDialog
        confirmation={
          confirming
            ? {
                title: `Mark batch ${batch.code} sent?`,
                description: `Do this once the bank has the file. ${total} leave the platform’s bank account in the ledger, and each payee is told.`,
                confirmLabel: 'Mark sent',
                isDanger: false,
                done: `Batch ${batch.code} marked sent.`,
              }
            : null
        }
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await markSent.mutateAsync(batch.id);
          notify('success', `Batch ${batch.code} marked sent.`);
        }}
      />
    </li>
  );
}
