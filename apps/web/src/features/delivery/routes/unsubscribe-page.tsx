import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { describeError } from '../../../lib/api-error';
import { unsubscribe } from '../api/unsubscribe';
import { useLinkToken } from '../link-token';

/**
 * /unsubscribe?token= (issue 34 §3), the footer link of a mail: one button turns that group's email
 * off, without signing in. A button rather than on load, so a mail scanner opening links changes nothing.
 */
export function Component() {
  const action = useMutation({ mutationFn: unsubscribe });
  const { token, isInvalid, isExpired } = useLinkToken(action.error);

  return (
    <div className={cn(PAGE_WIDTH.reading, 'py-8')}>
      <PageHeader icon="✉️" title="Unsubscribe" />
      <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        {isInvalid ? (
          <p role="alert" className="text-sm text-red-800">
            {isExpired ? DELIVERY_MESSAGES.unsubscribeExpired : DELIVERY_MESSAGES.unsubscribeInvalid}
          </p>
        ) : action.isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-900">
            {action.data.message}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">Stop the emails this message was about? The app still shows them.</p>
            <Button isLoading={action.isPending} onClick={() => action.mutate(token)}>
              Unsubscribe
            </Button>
            {action.isError && (
              <p role="alert" className="text-sm text-red-800">
                {describeError(action.error, 'That did not work. Please try again.')}
              </p>
            )}
          </>
        )}
        <Link to={ACCOUNT_PATH} className="text-sm font-medium text-brand-700 underline">
          Change all your email settings on your account page
        </Link>
      </div>
    </div>
  );
}
