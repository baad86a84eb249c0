import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { verifyEmail } from '../api/verify-email';

/**
 * /account/email/verify?token= (issue 34 §3): the mail's link confirms the address once, then says
 * so; a used, expired or broken link says to ask for a new one.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({ mutationFn: verifyEmail });
  const { mutate } = verify;

  useEffect(() => {
    if (token.length >= 20) mutate(token);
  }, [token, mutate]);

  const isInvalid =
    token.length < 20 ||
    (verify.error instanceof ApiRequestError && verify.error.status >= 400 && verify.error.status < 500);
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
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
