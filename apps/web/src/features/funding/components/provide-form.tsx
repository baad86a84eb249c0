import { FUNDING_TABS, LIQUIDITY_DURATIONS, LIQUIDITY_TIERS } from '@app/shared/funding/funding.constants';
import { formatEth, formatRate, formatUsdCompact } from '../funding-format';
import { checkProvide, PROVIDE_INITIAL } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FundingFormShell } from './funding-form-shell';
import { LiquidityTiers } from './liquidity-tiers';

/** Provide Liquidity (part-2 §4, §9 liquidity): pool APY + the bonus of the tier the amount reaches. */
export function ProvideForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: PROVIDE_INITIAL,
    check: checkProvide,
    toBody: (input) => ({ kind: 'provide', input }),
  });
  const { values, quote } = form;
  const pool = rowOf(tables.liquidity, values.category);
  const tier = LIQUIDITY_TIERS.find((item) => item.id === quote?.tier);

  return (
    <FundingFormShell
      form={form}
      title={FUNDING_TABS.provide}
      description="Add ETH to a category's liquidity pool; larger deposits reach higher tiers with an APY bonus."
      submitLabel="Provide Liquidity"
      result={{
        title: 'Your liquidity',
        results: quote && [
          { label: 'Tier', value: tier ? `${tier.name} (+${tier.bonus}%)` : 'None' },
          { label: 'APY', value: formatRate(quote.apy) },
          { label: 'Projected earnings', value: formatEth(quote.projectedEarnings) },
          { label: 'Total at maturity', value: formatEth(quote.totalAtMaturity) },
        ],
        note: 'Projected at the simulated pool APY plus your tier bonus, as simple interest.',
      }}
      categoryLabel="Pool category"
      poolFacts={{
        label: 'Liquidity pool',
        facts: [
          { label: 'Pool APY', value: formatRate(pool.apy) },
          { label: 'TVL', value: formatUsdCompact(pool.tvl) },
          { label: '24h volume', value: formatUsdCompact(pool.volume24h) },
          { label: 'Risk', value: pool.riskLevel },
        ],
      }}
      besideDuration={
        <AmountField
          label="Amount (ETH)"
          placeholder="e.g. 5"
          value={values.amount}
          error={form.errorFor('amount')}
          hint="At least 1 ETH"
          onChange={(amount) => form.setField('amount', amount)}
        />
      }
      durations={LIQUIDITY_DURATIONS}
    >
      <LiquidityTiers reached={quote?.tier ?? null} />
    </FundingFormShell>
  );
}
