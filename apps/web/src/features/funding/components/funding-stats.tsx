import { Droplets, Landmark, ListChecks, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatRate, formatUsdCompact } from '../funding-format';
import { type PoolTables, summarisePools } from '../pool-tables';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    // dt and dd sit directly in the card (a <dl> allows only div > dt, dd); the icon spans both rows.
    <Card className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 p-4">
      <span className="row-span-2 rounded-xl bg-brand-50 p-2 text-brand-600" aria-hidden>
        {icon}
      </span>
      <dt className="self-end text-xs font-medium text-slate-600">{label}</dt>
      <dd className="self-start text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </Card>
  );
}

export type RecordedState = 'live' | 'loading' | 'unavailable';

/** A dash on screen, the word for screen readers: it must fit a phone's half-width card. */
const missing = (word: string) => (
  <>
    <span aria-hidden>—</span>
    <span className="sr-only">{word}</span>
  </>
);

/** The numbers above the tabs, from GET /funding/pools (or the shared tables when it failed). */
export function FundingStats({ tables, recorded }: { tables: PoolTables; recorded: RecordedState }) {
  const stats = summarisePools(tables);
  const recordedValue =
    recorded === 'live'
      ? stats.recordedIntents.toLocaleString('en-US')
      : missing(recorded === 'loading' ? 'Loading' : 'Unavailable');
  return (
    <section aria-label="Funding statistics">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={<Landmark className="size-5" />}
          label="Total lending TVL"
          value={formatUsdCompact(stats.lendingTvl)}
        />
        <Stat
          icon={<Droplets className="size-5" />}
          label="Total liquidity TVL"
          value={formatUsdCompact(stats.liquidityTvl)}
        />
        <Stat icon={<TrendingUp className="size-5" />} label="Best APY" value={formatRate(stats.bestApy)} />
        <Stat icon={<ListChecks className="size-5" />} label="Recorded intents" value={recordedValue} />
      </dl>
    </section>
  );
}
