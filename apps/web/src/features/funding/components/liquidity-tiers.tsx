import { LIQUIDITY_TIERS, type LiquidityTier } from '@app/shared/funding/funding.constants';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { formatEth } from '../funding-format';

/** Bronze, Silver, Gold, Platinum (part-2 §9): the tier the amount reaches is highlighted. */
export function LiquidityTiers({ reached }: { reached: LiquidityTier['id'] | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        Liquidity tiers
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LIQUIDITY_TIERS.map((tier) => {
          const isReached = tier.id === reached;
          return (
            <li
              key={tier.id}
              aria-current={isReached ? 'true' : undefined}
              aria-label={`${tier.name}${isReached ? ' (your tier)' : ''}`}
              className={cn(
                'flex min-w-0 flex-col rounded-lg border px-3 py-2',
                isReached ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white',
              )}
            >
              <span className="flex items-center gap-1 text-sm font-semibold text-slate-900">
                {tier.name}
                {isReached && <Check className="size-4 text-brand-600" aria-hidden />}
              </span>
              <span className="text-xs text-slate-600">From {formatEth(tier.minEth)}</span>
              <span className="text-xs font-medium text-emerald-700">+{tier.bonus}% APY</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
