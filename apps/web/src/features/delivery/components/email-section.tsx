import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import type { AccountEmail } from '@app/shared/delivery/delivery.schemas';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/api-error';
import { useRemoveAccountEmail } from '../api/account-email';
import { DeliverySection } from './delivery-section';
import { EmailAddressForm } from './email-address-form';

/**
 * The member's optional address (issue 34 §3): the confirmed one, one waiting for its link, a form
 * to add or change it, and removing it. Never required, never shown to anyone else.
 */
export function EmailSection({ email, emailConfigured }: { email: AccountEmail; emailConfigured: boolean }) {
  const remove = useRemoveAccountEmail();
  const hasAny = email.address !== null || email.pending !== null;
  return (
    <DeliverySection
      title="Email"
      description="Optional. Only you see it; it is used for the notifications you choose above, nothing else."
    >
      {!emailConfigured && <p className="text-sm text-amber-900">{DELIVERY_MESSAGES.emailNotConfigured}</p>}
      {hasAny ? (
        <dl className="flex flex-col gap-2 text-sm">
          {email.address && (
            <div className="flex flex-wrap items-center gap-2">
              <dt className="text-slate-600">Your address:</dt>
              <dd className="font-medium break-all text-slate-900">{email.address}</dd>
              <dd className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
                Confirmed
              </dd>
            </div>
          )}
          {email.pending && (
            <div className="flex flex-wrap items-center gap-2">
              <dt className="text-slate-600">{email.address ? 'Changing to:' : 'Your address:'}</dt>
              <dd className="font-medium break-all text-slate-900">{email.pending}</dd>
              <dd className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                Waiting for confirmation
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No email address. Nothing is mailed to you.</p>
      )}
      <EmailAddressForm label={hasAny ? 'New email address' : 'Email address'} disabled={!emailConfigured} />
      {hasAny && (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="self-start"
            isLoading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove email address
          </Button>
          {remove.isError && (
            <p role="alert" className="text-sm text-red-700">
              {describeError(remove.error, 'The address could not be removed. Please try again.')}
            </p>
          )}
        </div>
      )}
    </DeliverySection>
  );
}
