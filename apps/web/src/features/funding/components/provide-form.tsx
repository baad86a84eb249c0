import {
  FUNDING_TABS,
  type FundingCategory,
  LIQUIDITY_DURATIONS,
  LIQUIDITY_TIERS,
} from '@app/shared/funding/funding.constants';
import { SelectField } from '../../../components/ui/select-field';
import { formatEth, formatRate, formatUsdCompact } from '../funding-format';
import { checkProvide, PROVIDE_INITIAL } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { summariseIntent } from '../intent-summary';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FactList } from './fact-list';
import { FormCard } from './form-card';
import { CATEGORY_OPTIONS, durationOptions } from './funding-options';
import { LiquidityTiers } from './liquidity-tiers';
import { ResultCard } from './result-card';
import { SubmitRow } from './submit-row';

/** Provide Liquidity (part-2 §4, §9 liquidity): pool APY + the bonus of the tier the amount reaches. */
export function ProvideForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: PROVIDE_INITIAL,
    check: checkProvide,
    toBody: (input) => ({ kind: 'provide', input }),
    describe: (intent) => summariseIntent(intent).terms,
  });
  const { values, quote } = form;
  const pool = rowOf(tables.liquidity, values.category);
  const tier = LIQUIDITY_TIERS.find((item) => item.id === quote?.tier);

  return (
    <FormCard
      title={FUNDING_TABS.provide}
      description="Add ETH to a category's liquidity pool; larger deposits reach higher tiers with an APY bonus."
      formRef={form.formRef}
      submit={<SubmitRow label="Provide Liquidity" failure={form.failure} isSubmitting={form.isSubmitting} />}
      onSubmit={() => void form.submit()}
      result={
        <ResultCard
          title="Your liquidity"
          results={
            quote && [
              { label: 'Tier', value: tier ? `${tier.name} (+${tier.bonus}%)` : 'None' },
              { label: 'APY', value: formatRate(quote.apy) },
              { label: 'Projected earnings', value: formatEth(quote.projectedEarnings) },
              { label: 'Total at maturity', value: formatEth(quote.totalAtMaturity) },
            ]
          }
          note="Projected at the simulated pool APY plus your tier bonus, as simple interest."
        />
      }
    >
      <SelectField
        label="Pool category"
        options={CATEGORY_OPTIONS}
        value={values.category}
        onChange={(event) => form.setField('category', event.target.value as FundingCategory)}
      />
      <FactList
        label="Liquidity pool"
        facts={[
          { label: 'Pool APY', value: formatRate(pool.apy) },
          { label: 'TVL', value: formatUsdCompact(pool.tvl) },
          { label: '24h volume', value: formatUsdCompact(pool.volume24h) },
          { label: 'Risk', value: pool.riskLevel },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AmountField
          label="Amount (ETH)"
          placeholder="e.g. 5"
          value={values.amount}
          error={form.errorFor('amount')}
          hint="At least 1 ETH"
          onChange={(amount) => form.setField('amount', amount)}
        />
        <SelectField
          label="Duration"
          options={durationOptions(LIQUIDITY_DURATIONS)}
          value={String(values.durationMonths)}
          onChange={(event) => form.setField('durationMonths', Number(event.target.value))}
        />
      </div>
      <LiquidityTiers reached={quote?.tier ?? null} />
    </FormCard>
  );
}
