import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../../components/ui/button';
import { ErrorBanner } from '../../../../../components/ui/error-banner';
import { useMySubmissions } from '../../../../../features/bounties/api/get-my-submissions';
import { formatTokens } from '../../../../../features/wallet/token-format';
import { describeError } from '../../../../../lib/api-error';

/**
 * The claim card (part-2 §2). The spec showed 0 tokens and a button that only logged; here
 * approval pays the reward at once, so the card shows what was approved and says where it went.
 */
export function ClaimCard() {
  const headingId = useId();
  const query = useMySubmissions('Approved');
  const approved = query.data?.submissions ?? [];
  const total = approved.reduce((sum, submission) => sum + submission.reward, 0);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Coins className="size-5 text-amber-600" aria-hidden />
        Your approved rewards
      </h2>
      {query.isError && !query.data ? (
        <ErrorBanner
          message={describeError(query.error, 'Could not load your approved rewards.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <p className="text-3xl font-bold text-slate-900 tabular-nums" aria-live="polite">
          {query.data ? `${formatTokens(total)} tokens` : '…'}
          <span className="block text-sm font-normal text-slate-600">
            from {approved.length} approved {approved.length === 1 ? 'submission' : 'submissions'}
          </span>
        </p>
      )}
      <p className="text-sm text-slate-700">
        There is nothing to claim by hand: approved rewards are paid into your balance automatically the moment a
        reviewer approves your submission.
      </p>
      <Link to={`${ROUTE_PATHS.gamification}?tab=wallet`} className={buttonClassName('primary')}>
        Open your token wallet
      </Link>
    </section>
  );
}
