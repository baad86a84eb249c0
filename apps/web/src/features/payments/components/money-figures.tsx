import type { LedgerCurrency } from '@app/shared/money/currencies';
import { formatMoneyAmount } from '@app/shared/money/money';

/** One currency's figures as a row of labelled amounts (Earnings, Billing). */
export function MoneyFigures({
  currency,
  figures,
}: {
  currency: LedgerCurrency;
  figures: readonly { label: string; amount: number; hint?: string }[];
}) {
  return (
    <section
      aria-label={`In ${currency}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-sm font-semibold text-slate-500">{currency}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
            <dd className="mt-1 text-lg font-bold break-words text-slate-900">
              {formatMoneyAmount({ amount: figure.amount, currency })}
            </dd>
            {figure.hint && <dd className="text-xs text-slate-500">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
