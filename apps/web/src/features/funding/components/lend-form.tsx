import {
  FUNDING_TABS,
  type FundingCategory,
  LEND_DURATIONS,
  type RiskLevel,
} from '@app/shared/funding/funding.constants';
import { SelectField } from '../../../components/ui/select-field';
import { formatEth, formatRate, formatUsdCompact } from '../funding-format';
import { checkLend, LEND_INITIAL } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { summariseIntent } from '../intent-summary';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FactList } from './fact-list';
import { FormCard } from './form-card';
import { CATEGORY_OPTIONS, durationOptions, RISK_OPTIONS } from './funding-options';
import { ResultCard } from './result-card';
import { SubmitRow } from './submit-row';

/** Fund Tech Projects (part-2 §4, §9 lending): pool APY x risk multiplier, simple interest in ETH. */
export function LendForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: LEND_INITIAL,
    check: checkLend,
    toBody: (input) => ({ kind: 'lend', input }),
    describe: (intent) => summariseIntent(intent).terms,
  });
  const { values, quote } = form;
  const pool = rowOf(tables.lending, values.category);

  return (
    <FormCard
      title={FUNDING_TABS.lend}
      description="Lend ETH to a pool of tech projects and earn the pool's APY, scaled by the risk you accept."
      formRef={form.formRef}
      submit={<SubmitRow label="Fund Project" failure={form.failure} isSubmitting={form.isSubmitting} />}
      onSubmit={() => void form.submit()}
      result={
        <ResultCard
          title="Your projected return"
          results={
            quote && [
              { label: 'Lender APY', value: formatRate(quote.apy) },
              { label: 'Expected return', value: formatEth(quote.expectedReturn) },
              { label: 'Total at maturity', value: formatEth(quote.totalAtMaturity) },
            ]
          }
          note="Simple interest over the chosen duration, at the simulated pool rate."
        />
      }
    >
      <SelectField
        label="Project category"
        options={CATEGORY_OPTIONS}
        value={values.category}
        onChange={(event) => form.setField('category', event.target.value as FundingCategory)}
      />
      <FactList
        label="Lending pool"
        facts={[
          { label: 'Pool APY', value: formatRate(pool.apy) },
          { label: 'TVL', value: formatUsdCompact(pool.tvl) },
          { label: 'Available', value: formatEth(pool.available) },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Risk level"
          options={RISK_OPTIONS}
          value={values.risk}
          onChange={(event) => form.setField('risk', event.target.value as RiskLevel)}
        />
        <SelectField
          label="Duration"
          options={durationOptions(LEND_DURATIONS)}
          value={String(values.durationMonths)}
          onChange={(event) => form.setField('durationMonths', Number(event.target.value))}
        />
      </div>
      <AmountField
        label="Amount (ETH)"
        placeholder="e.g. 2.5"
        value={values.amount}
        error={form.errorFor('amount')}
        onChange={(amount) => form.setField('amount', amount)}
      />
    </FormCard>
  );
}
