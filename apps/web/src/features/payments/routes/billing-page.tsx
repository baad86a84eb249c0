import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import { contractPath, MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import type { BillingInstruction } from '@app/shared/payments/earnings.schemas';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { DocumentButton } from '../../contracts/components/document-button';
import { useBilling } from '../api/member-money';
import { MoneyFigures, shortDate } from '../components/money-figures';

const STATUS_TEXT: Record<BillingInstruction['status'], string> = {
  open: 'Awaiting your transfer',
  paid: 'Received',
  cancelled: 'Cancelled',
};

/** One transfer asked for: what for, how much, where it stands, its invoice and (once released) receipt. */
function InstructionRow({ item }: { item: BillingInstruction }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <span className="flex min-w-0 flex-col">
        <Link to={contractPath(item.contractId)} className="font-medium break-words text-brand-700 hover:underline">
          {item.milestoneTitle} · {item.contractTitle}
        </Link>
        <span className="text-xs text-slate-500">
          {formatRfReference(item.reference)} · asked {shortDate(item.requestedAt)}
          {item.paidAt && ` · received ${shortDate(item.paidAt)}`}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 tabular-nums">{formatMoneyAmount(item)}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {STATUS_TEXT[item.status]}
        </span>
        {item.status !== 'cancelled' && (
          <DocumentButton
            contractId={item.contractId}
            milestoneId={item.milestoneId}
            document="invoice"
            reference={item.reference}
          />
        )}
        {item.hasReceipt && (
          <DocumentButton
            contractId={item.contractId}
            milestoneId={item.milestoneId}
            document="receipt"
            reference={item.reference}
          />
        )}
      </span>
    </li>
  );
}

/**
 * /billing (issue 42): as a client, every transfer you were asked for with its invoice and receipt,
 * and per currency what you paid, what the platform holds in escrow now, what went to developers and
 * what it owes you back.
 */
export function Component() {
  const billing = useBilling();
  const data = billing.data;
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🧾"
        title="Billing"
        description="Your payments into the platform’s escrow: every transfer, its invoice and receipt, and what the platform holds for you now."
      />
      <div className="mt-8 flex flex-col gap-4">
        {billing.isPending && <LoadingState label="Loading your billing" />}
        {billing.isError && (
          <ErrorBanner
            message={`Your billing could not be loaded. ${describeError(billing.error, 'Please try again later.')}`}
            onRetry={() => void billing.refetch()}
          />
        )}
        {data && data.instructions.length === 0 && (
          <EmptyState title="No payments yet" icon={<Receipt className="size-10" />}>
            <p>
              When you fund a milestone held in escrow by the platform, the transfer to make and its invoice show here.
            </p>
            <div className="mt-3 flex justify-center">
              <Link to={MARKETPLACE_PATHS.contracts} className={buttonClassName('secondary', 'sm')}>
                Contracts
              </Link>
            </div>
          </EmptyState>
        )}
        {data?.totals.map((total) => (
          <MoneyFigures
            key={total.currency}
            currency={total.currency}
            figures={[
              { label: 'Total paid', amount: total.paid },
              { label: 'In escrow now', amount: total.inEscrow },
              { label: 'Released to developers', amount: total.released },
              { label: 'Owed back to you', amount: total.owedToYou },
            ]}
          />
        ))}
        {data && data.instructions.length > 0 && (
          <>
            <h2 className="text-lg font-semibold text-slate-900">Transfers</h2>
            <ul
              aria-label="Transfers"
              className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            >
              {data.instructions.map((item) => (
                <InstructionRow key={item.milestoneId} item={item} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
