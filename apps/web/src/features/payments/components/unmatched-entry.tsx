import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import type { StatementEntryView } from '@app/shared/payments/bank-statements.schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useMatchEntry, useReturnEntry } from '../api/bank-statements';

/**
 * One entry that waits for the finance role, with why; a credit can be matched to the milestone of
 * a reference (its own when the field is left empty): an excess is then owed back to the client. Or
 * it is sent back to its sender with the next payout batch of its currency.
 */
export function UnmatchedEntry({ entry, token }: { entry: StatementEntryView; token: string }) {
  const amount = formatMoneyAmount(entry);
  const match = useMatchEntry(token);
  const sendBack = useReturnEntry(token);
  const [reference, setReference] = useState('');
  const fieldId = useId();
  const canMatch = entry.direction === 'credit' && !entry.note.startsWith('A payment returned');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    match.mutate(
      { entryId: entry.entryId, reference: reference.trim() || undefined },
      { onSuccess: ({ entry: matched }) => notify('success', matched.note) },
    );
  };
  return (
    <li className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-start sm:gap-4">
      <span className="shrink-0 text-slate-500 tabular-nums">{entry.bookedOn}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words text-slate-900">
          {entry.direction === 'credit' ? `${amount} from ` : `${amount} to `}
          {entry.counterpartyName || 'an unnamed party'}
        </p>
        {entry.reference && <p className="font-mono text-xs text-slate-600">{formatRfReference(entry.reference)}</p>}
        <p className="text-slate-600">{entry.note}</p>
        {canMatch && (
          <form onSubmit={submit} noValidate className="flex flex-col gap-1 sm:flex-row sm:items-end sm:gap-2">
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={fieldId} className="text-xs font-medium text-slate-700">
                Milestone reference (leave empty to use the entry’s)
              </label>
              <input
                id={fieldId}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                placeholder="RF.."
                className="rounded-lg border border-slate-300 px-2 py-1.5 font-mono text-sm"
              />
            </div>
            <Button type="submit" size="sm" variant="secondary" isLoading={match.isPending}>
              Match to milestone
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isLoading={sendBack.isPending}
              onClick={() =>
                sendBack.mutate(entry.entryId, { onSuccess: ({ entry: returned }) => notify('success', returned.note) })
              }
            >
              Send back
            </Button>
          </form>
        )}
        {match.isError && (
          <p role="alert" className="text-sm text-red-700">
            Not matched. {describeError(match.error)}
          </p>
        )}
        {sendBack.isError && (
          <p role="alert" className="text-sm text-red-700">
            Not sent back. {describeError(sendBack.error)}
          </p>
        )}
      </div>
    </li>
  );
}
