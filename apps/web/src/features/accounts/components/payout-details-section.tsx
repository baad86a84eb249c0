import {
  PAYOUT_MESSAGES,
  type PayoutDetails,
  PayoutDetailsBodySchema,
} from '@app/shared/payments/payout-details.schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/states';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { usePayoutDetails, useSavePayoutDetails } from '../api/payout-details';
import { useConfirmItsYou } from '../hooks/use-confirm-its-you';
import { isReauthenticationRequired } from '../reauthentication';
import { AccountSection, FailureMessage } from './account-section';

type Field = 'accountHolder' | 'iban' | 'bic';
const EMPTY = { accountHolder: '', iban: '', bic: '' };

/**
 * Where the platform pays me out (issue 42): the account holder, IBAN and BIC, shown masked once
 * saved. Changing saved details on a saved account asks "Confirm it's you" first (the server's 403).
 */
export function PayoutDetailsSection({ tokenTag }: { tokenTag: string | null }) {
  const details = usePayoutDetails(tokenTag);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <AccountSection
      title="Payout details"
      description="Where the platform sends what it owes you: your pay for approved milestones, or a refund."
      actions={
        details.isSuccess &&
        !isEditing && (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {details.data ? 'Change payout details' : 'Add payout details'}
          </Button>
        )
      }
    >
      {details.isPending && <LoadingState label="Loading your payout details" />}
      <FailureMessage message={details.isError ? describeError(details.error) : null} />
      {details.isSuccess &&
        (isEditing ? (
          <PayoutDetailsForm tokenTag={tokenTag} onDone={() => setIsEditing(false)} />
        ) : (
          <SavedDetails details={details.data} />
        ))}
    </AccountSection>
  );
}

function SavedDetails({ details }: { details: PayoutDetails | null }) {
  if (!details) return <p className="text-sm text-slate-600">No payout details yet.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-700">Account holder</dt>
      <dd className="break-words text-slate-900">{details.accountHolder}</dd>
      <dt className="font-medium text-slate-700">IBAN</dt>
      <dd className="font-mono text-slate-900">{details.ibanMasked}</dd>
      {details.bic && (
        <>
          <dt className="font-medium text-slate-700">BIC</dt>
          <dd className="font-mono text-slate-900">{details.bic}</dd>
        </>
      )}
    </dl>
  );
}

function PayoutDetailsForm({ tokenTag, onDone }: { tokenTag: string | null; onDone(): void }) {
  const save = useSavePayoutDetails(tokenTag);
  const confirmItsYou = useConfirmItsYou();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const send = () =>
    save.mutate(values, {
      onSuccess: () => {
        notify('success', PAYOUT_MESSAGES.saved);
        onDone();
      },
      onError: (error) => {
        if (confirmItsYou.retry(error, send)) return;
        if (error instanceof ApiRequestError && error.errors.length > 0) {
          setErrors(Object.fromEntries(error.errors.map((issue) => [issue.path, issue.message])));
        }
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PayoutDetailsBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    send();
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <TextField label="Account holder" autoComplete="name" {...field('accountHolder')} />
      <TextField
        label="IBAN"
        hint="As on your bank statement; spaces do not matter."
        spellCheck={false}
        {...field('iban')}
      />
      <TextField
        label="BIC (optional)"
        hint="Needed only outside the SEPA area."
        spellCheck={false}
        {...field('bic')}
      />
      <FailureMessage
        message={
          save.isError && !isReauthenticationRequired(save.error) && Object.keys(errors).length === 0
            ? describeError(save.error)
            : null
        }
      />
      <div className="flex gap-2">
        <Button type="submit" isLoading={save.isPending}>
          Save payout details
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
