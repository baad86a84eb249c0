import { CATEGORY_LABELS, FUNDING_CATEGORIES, type FundingCategory } from '@app/shared/funding/funding.constants';
import { Blocks, Brain, CodeXml, type LucideIcon, Workflow } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatRate, formatUsd, formatUsdCompact } from '../funding-format';
import { type PoolTables, rowOf } from '../pool-tables';

const ICONS: Record<FundingCategory, LucideIcon> = {
  software: CodeXml,
  ai: Brain,
  blockchain: Blocks,
  automation: Workflow,
};

/**
 * The four category cards (part-2 §2, §3) with their lending, borrowing and liquidity numbers,
 * and the intents recorded against them when the server said how many.
 */
export function CategoryCards({ tables, hasRecorded }: { tables: PoolTables; hasRecorded: boolean }) {
  return (
    <section aria-labelledby="funding-categories-heading" className="flex flex-col gap-3">
      <h2 id="funding-categories-heading" className="text-lg font-semibold text-slate-900">
        Funding categories
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FUNDING_CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          const lending = rowOf(tables.lending, category);
          const borrowing = rowOf(tables.borrowing, category);
          const liquidity = rowOf(tables.liquidity, category);
          const recorded = lending.recorded.intents + borrowing.recorded.intents + liquidity.recorded.intents;
          const facts = [
            ['Lending APY', formatRate(lending.apy)],
            ['Lending TVL', formatUsdCompact(lending.tvl)],
            ['Max loan', formatUsd(borrowing.maxLoan)],
            ['Borrow rate', formatRate(borrowing.rate)],
            ['Liquidity APY', formatRate(liquidity.apy)],
            ['Liquidity TVL', formatUsdCompact(liquidity.tvl)],
            ...(hasRecorded ? [['Recorded intents', recorded.toLocaleString('en-US')] as const] : []),
          ];
          return (
            <li key={category} aria-labelledby={`funding-category-${category}`}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <h3
                  id={`funding-category-${category}`}
                  className="flex items-center gap-2 text-base font-semibold text-slate-900"
                >
                  <span className="rounded-lg bg-brand-50 p-1.5 text-brand-600" aria-hidden>
                    <Icon className="size-5" />
                  </span>
                  {CATEGORY_LABELS[category]}
                </h3>
                <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                  {facts.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-slate-600">{label}</dt>
                      <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
