import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { verifyEmail } from '../api/verify-email';
import { useLinkToken } from '../link-token';

/**
 * /account/email/verify?token= (issue 34 §3): the mail's link confirms the address once, then says
 * so; a used, expired or broken link says to ask for a new one.
 */
export function Component() {
  const verify = useMutation({ mutationFn: verifyEmail });
  const { mutate } = verify;
  const { token, isWellFormed, isInvalid } = useLinkToken(verify.error);

  useEffect(() => {
    if (isWellFormed) mutate(token);
  }, [token, isWellFormed, mutate]);

  return (
    <div className={cn(PAGE_WIDTH.reading, 'py-8')}>
      <PageHeader icon="✉️" title="Confirm your email" />
      <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        {isInvalid ? (
          <p role="alert" className="text-sm text-red-800">
            {DELIVERY_MESSAGES.verificationInvalid}
          </p>
        ) : verify.isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-900">
            {DELIVERY_MESSAGES.verified}
            {verify.data.email.address && (
              <span className="block font-normal break-all">{verify.data.email.address}</span>
            )}
          </p>
        ) : verify.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {describeError(verify.error, 'The address could not be confirmed. Please reload the page to try again.')}
          </p>
        ) : (
          <LoadingState label="Confirming your email address" />
        )}
        <Link to={ACCOUNT_PATH} className="text-sm font-medium text-brand-700 underline">
          Go to your account
        </Link>
      </div>
    </div>
  );
}
