import { FUNDING_TABS, LEND_DURATIONS, type RiskLevel } from '@app/shared/funding/funding.constants';
import { SelectField } from '../../../components/ui/select-field';
import { formatEth, formatRate, formatUsdCompact } from '../funding-format';
import { checkLend, LEND_INITIAL } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FundingFormShell } from './funding-form-shell';
import { RISK_OPTIONS } from './funding-options';

/** Fund Tech Projects (part-2 §4, §9 lending): pool APY x risk multiplier, simple interest in ETH. */
export function LendForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: LEND_INITIAL,
    check: checkLend,
    toBody: (input) => ({ kind: 'lend', input }),
  });
  const { values, quote } = form;
  const pool = rowOf(tables.lending, values.category);

  return (
    <FundingFormShell
      form={form}
      title={FUNDING_TABS.lend}
      description="Lend ETH to a pool of tech projects and earn the pool's APY, scaled by the risk you accept."
      submitLabel="Fund Project"
      result={{
        title: 'Your projected return',
        results: quote && [
          { label: 'Lender APY', value: formatRate(quote.apy) },
          { label: 'Expected return', value: formatEth(quote.expectedReturn) },
          { label: 'Total at maturity', value: formatEth(quote.totalAtMaturity) },
        ],
        note: 'Simple interest over the chosen duration, at the simulated pool rate.',
      }}
      poolFacts={{
        label: 'Lending pool',
        facts: [
          { label: 'Pool APY', value: formatRate(pool.apy) },
          { label: 'TVL', value: formatUsdCompact(pool.tvl) },
          { label: 'Available', value: formatEth(pool.available) },
        ],
      }}
      besideDuration={
        <SelectField
          label="Risk level"
          options={RISK_OPTIONS}
          value={values.risk}
          onChange={(event) => form.setField('risk', event.target.value as RiskLevel)}
        />
      }
      durations={LEND_DURATIONS}
    >
      <AmountField
        label="Amount (ETH)"
        placeholder="e.g. 2.5"
        value={values.amount}
        error={form.errorFor('amount')}
        onChange={(amount) => form.setField('amount', amount)}
      />
    </FundingFormShell>
  );
}
