import { CURRENCY_RAILS, PAYMENT_RAIL_HINTS, PAYMENT_RAIL_LABELS } from '@app/shared/payments/payment-rails';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn';

/**
 * How a currency contract is paid (issue 42): escrow by the platform, with its fee, or paying each
 * other directly, which the platform does not protect. Offered only when the platform's bank account
 * is set up; otherwise the form says the payment is direct.
 */
export function PaymentRailField({
  registration,
  selected,
  feePercent,
  error,
}: {
  registration: UseFormRegisterReturn<'paymentRail'>;
  selected: string | undefined;
  feePercent: number;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">How the money moves</legend>
      {CURRENCY_RAILS.map((rail) => {
        const Icon = rail === 'bank_transfer' ? ShieldCheck : TriangleAlert;
        return (
          <label
            key={rail}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border px-3 py-2.5 text-sm',
              selected === rail ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input type="radio" value={rail} className="mt-1 size-4 shrink-0 accent-brand-600" {...registration} />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Icon
                  className={cn('size-4', rail === 'bank_transfer' ? 'text-emerald-700' : 'text-amber-700')}
                  aria-hidden
                />
                {PAYMENT_RAIL_LABELS[rail]}
                {rail === 'bank_transfer' && <span className="font-normal text-slate-600">({feePercent}% fee)</span>}
              </span>
              <span className="text-slate-600">{PAYMENT_RAIL_HINTS[rail]}</span>
            </span>
          </label>
        );
      })}
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
