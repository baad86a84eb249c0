import { formatMoneyAmount } from '@app/shared/money/money';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { OWED_KIND_LABELS } from '@app/shared/payments/earnings.schemas';
import { Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { Button, buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { downloadEarningsCsv, useEarnings } from '../api/member-money';
import { MoneyFigures, shortDate } from '../components/money-figures';

/**
 * /earnings (issue 42): what the platform released to you from escrow (less its fee), refunds it
 * owes you, what it paid out and what it owes now, per currency, line by line, with a CSV export.
 * The token wallet stays on its own page.
 */
export function Component() {
  const earnings = useEarnings();
  const [isExporting, setIsExporting] = useState(false);
  const data = earnings.data;
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadEarningsCsv();
    } catch (error) {
      notify('error', describeError(error, 'The export could not be downloaded. Please try again.'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="💶"
        title="Earnings"
        description="Payments the platform held in escrow for your contracts: released to you less the platform’s fee, owed to you, and paid out to your bank account."
      />
      <div className="mt-8 flex flex-col gap-4">
        {earnings.isPending && <LoadingState label="Loading your earnings" />}
        {earnings.isError && (
          <ErrorBanner
            message={`Your earnings could not be loaded. ${describeError(earnings.error, 'Please try again later.')}`}
            onRetry={() => void earnings.refetch()}
          />
        )}
        {data && data.totals.length === 0 && (
          <EmptyState title="No earnings yet" icon={<Wallet className="size-10" />}>
            <p>
              When a client approves a milestone held in escrow by the platform, its payment, less the platform’s fee,
              shows here until it is paid out to your bank account.
            </p>
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              <Link to={MARKETPLACE_PATHS.contracts} className={buttonClassName('secondary', 'sm')}>
                Contracts
              </Link>
              <Link to={ACCOUNT_PATH} className={buttonClassName('secondary', 'sm')}>
                Payout details
              </Link>
            </div>
          </EmptyState>
        )}
        {data && data.totals.length > 0 && (
          <>
            {data.totals.map((total) => (
              <MoneyFigures
                key={total.currency}
                currency={total.currency}
                figures={[
                  { label: 'Released', amount: total.gross, hint: 'before the fee' },
                  { label: 'Platform fee', amount: total.fee },
                  { label: 'Owed to you', amount: total.owed, hint: 'goes with the next payout' },
                  { label: 'Paid out', amount: total.paidOut },
                ]}
              />
            ))}
            <p className="text-sm text-slate-600">
              Payouts go to the bank account in your{' '}
              <Link to={ACCOUNT_PATH} className="font-medium text-brand-700 hover:underline">
                payout details
              </Link>
              : without them, the platform keeps what it owes you until you add them.
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">Every movement</h2>
              <Button size="sm" variant="secondary" isLoading={isExporting} onClick={() => void exportCsv()}>
                <Download className="size-4" aria-hidden />
                Export CSV
              </Button>
            </div>
            <ul
              aria-label="Earnings lines"
              className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            >
              {data.lines.map((line) => (
                <li
                  key={`${line.at}-${line.kind}-${line.amount}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-slate-900">{OWED_KIND_LABELS[line.kind]}</span>
                    <span className="break-words text-slate-600">{line.description}</span>
                    <span className="text-xs text-slate-500">
                      {shortDate(line.at)}
                      {line.fee > 0 && ` · fee ${formatMoneyAmount({ amount: line.fee, currency: line.currency })}`}
                      {line.amount > 0 &&
                        (line.paidOutAt ? ` · paid out on ${shortDate(line.paidOutAt)}` : ' · owed to you')}
                    </span>
                  </span>
                  <span
                    className={cn(
                      'font-semibold tabular-nums',
                      line.amount < 0 ? 'text-slate-700' : 'text-emerald-700',
                    )}
                  >
                    {line.amount < 0 ? '−' : '+'}
                    {formatMoneyAmount({ amount: Math.abs(line.amount), currency: line.currency })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
