import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { type SetEmailBody, SetEmailBodySchema } from '@app/shared/delivery/delivery.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useSetAccountEmail } from '../api/account-email';

/** What a refusal says: too many links this hour, no mail on this server, or the server's own words. */
function failureOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return DELIVERY_MESSAGES.verificationTooMany;
  if (error instanceof ApiRequestError && error.status === 503 && error.code === 'not_configured')
    return DELIVERY_MESSAGES.emailNotConfigured;
  return describeError(error, 'The link could not be sent. Please try again.');
}

/**
 * Adds or changes the address (issue 34 §3): validated with the shared schema, then the server
 * mails a link to confirm it (202); until it is opened, nothing else is mailed there.
 */
export function EmailAddressForm({ label, disabled }: { label: string; disabled: boolean }) {
  const form = useForm<SetEmailBody>({ resolver: zodResolver(SetEmailBodySchema), defaultValues: { email: '' } });
  const setEmail = useSetAccountEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setSentTo(null);
    try {
      await setEmail.mutateAsync(body);
      setSentTo(body.email);
      form.reset({ email: '' });
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.errors.find((item) => item.path === 'email') : null;
      if (fieldError) form.setError('email', { message: DELIVERY_MESSAGES.invalidEmail });
    }
  });
  const failure = setEmail.isError && !form.formState.errors.email ? failureOf(setEmail.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={label}
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={disabled}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={disabled} isLoading={setEmail.isPending}>
          Send confirmation link
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {sentTo && (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {DELIVERY_MESSAGES.verificationSent.replace('{email}', sentTo)}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </form>
  );
}
