import {
  BORROW_DURATIONS,
  type BorrowStage,
  COLLATERAL,
  type CollateralAsset,
  FUNDING_TABS,
  type FundingCategory,
  PROTOTYPE_BONUS,
} from '@app/shared/funding/funding.constants';
import { SelectField } from '../../../components/ui/select-field';
import { formatPoints, formatRate, formatUnits, formatUsd, formatUsdCents, formatUsdPrice } from '../funding-format';
import { BORROW_INITIAL, checkBorrow } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { summariseIntent } from '../intent-summary';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FactList } from './fact-list';
import { FormCard } from './form-card';
import { CATEGORY_OPTIONS, COLLATERAL_OPTIONS, durationOptions, PRICE_UNITS, STAGE_OPTIONS } from './funding-options';
import { PrototypeCheckbox } from './prototype-checkbox';
import { ResultCard } from './result-card';
import { SubmitRow } from './submit-row';

/**
 * Get Project Funding (part-2 §4, §9 borrowing): category rate + stage modifier (+ prototype
 * bonus), an amortised monthly payment, and collateral of loan x ratio / the asset's LTV.
 */
export function BorrowForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: BORROW_INITIAL,
    check: checkBorrow,
    toBody: (input) => ({ kind: 'borrow', input }),
    describe: (intent) => summariseIntent(intent).terms,
  });
  const { values, quote } = form;
  const terms = rowOf(tables.borrowing, values.category);
  const asset = COLLATERAL[values.collateralAsset];

  return (
    <FormCard
      title={FUNDING_TABS.borrow}
      description="Borrow US dollars for your project against collateral; a later stage and a working prototype lower the rate."
      formRef={form.formRef}
      submit={<SubmitRow label="Request Funding" failure={form.failure} isSubmitting={form.isSubmitting} />}
      onSubmit={() => void form.submit()}
      result={
        <ResultCard
          title="Your loan"
          results={
            quote && [
              { label: 'Interest rate', value: formatRate(quote.rate) },
              { label: 'Monthly payment', value: formatUsdCents(quote.monthlyPayment) },
              { label: 'Total interest', value: formatUsdCents(quote.totalInterest) },
              {
                label: 'Collateral needed',
                value: `${formatUnits(quote.collateral.units, asset.unit)} (${formatUsdCents(quote.collateral.valueUsd)})`,
              },
            ]
          }
          note="Level monthly payments over the chosen duration. Collateral is valued at simulated prices."
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
        label="Borrowing terms"
        facts={[
          { label: 'Max loan', value: formatUsd(terms.maxLoan) },
          { label: 'Base rate', value: formatRate(terms.rate) },
          { label: 'Collateral ratio', value: `${terms.collateralRatio}%` },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Project stage"
          options={STAGE_OPTIONS}
          value={values.stage}
          onChange={(event) => form.setField('stage', event.target.value as BorrowStage)}
        />
        <SelectField
          label="Duration"
          options={durationOptions(BORROW_DURATIONS)}
          value={String(values.durationMonths)}
          onChange={(event) => form.setField('durationMonths', Number(event.target.value))}
        />
      </div>
      <PrototypeCheckbox
        checked={values.hasPrototype}
        bonus={formatPoints(PROTOTYPE_BONUS)}
        onChange={(checked) => form.setField('hasPrototype', checked)}
      />
      <AmountField
        label="Amount (US dollars)"
        placeholder="e.g. 12,000"
        value={values.amount}
        error={form.errorFor('amount')}
        onChange={(amount) => form.setField('amount', amount)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Collateral asset"
          options={COLLATERAL_OPTIONS}
          value={values.collateralAsset}
          onChange={(event) => form.setField('collateralAsset', event.target.value as CollateralAsset)}
        />
        <AmountField
          label={`Collateral amount (${asset.unit})`}
          value={values.collateralAmount}
          error={form.errorFor('collateralAmount')}
          onChange={(amount) => form.setField('collateralAmount', amount)}
        />
      </div>
      <FactList
        label="Collateral terms"
        facts={[
          { label: 'Price', value: `${formatUsdPrice(asset.price)} per ${PRICE_UNITS[values.collateralAsset]}` },
          { label: 'Loan-to-value (LTV)', value: `${asset.ltv}%` },
        ]}
      />
    </FormCard>
  );
}
