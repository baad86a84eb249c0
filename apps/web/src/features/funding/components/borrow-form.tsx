import {
  BORROW_DURATIONS,
  type BorrowStage,
  COLLATERAL,
  type CollateralAsset,
  FUNDING_TABS,
  PROTOTYPE_BONUS,
} from '@app/shared/funding/funding.constants';
import { SelectField } from '../../../components/ui/select-field';
import { formatPoints, formatRate, formatUnits, formatUsd, formatUsdCents, formatUsdPrice } from '../funding-format';
import { BORROW_INITIAL, checkBorrow } from '../funding-forms';
import { useFundingForm } from '../hooks/use-funding-form';
import { type PoolTables, rowOf } from '../pool-tables';
import { AmountField } from './amount-field';
import { FactList } from './fact-list';
import { FundingFormShell } from './funding-form-shell';
import { COLLATERAL_OPTIONS, PRICE_UNITS, STAGE_OPTIONS } from './funding-options';
import { PrototypeCheckbox } from './prototype-checkbox';

/**
 * Get Project Funding (part-2 §4, §9 borrowing): category rate + stage modifier (+ prototype
 * bonus), an amortised monthly payment, and collateral of loan x ratio / the asset's LTV.
 */
export function BorrowForm({ tables }: { tables: PoolTables }) {
  const form = useFundingForm({
    initial: BORROW_INITIAL,
    check: checkBorrow,
    toBody: (input) => ({ kind: 'borrow', input }),
  });
  const { values, quote } = form;
  const terms = rowOf(tables.borrowing, values.category);
  const asset = COLLATERAL[values.collateralAsset];

  return (
    <FundingFormShell
      form={form}
      title={FUNDING_TABS.borrow}
      description="Borrow US dollars for your project against collateral; a later stage and a working prototype lower the rate."
      submitLabel="Request Funding"
      result={{
        title: 'Your loan',
        results: quote && [
          { label: 'Interest rate', value: formatRate(quote.rate) },
          { label: 'Monthly payment', value: formatUsdCents(quote.monthlyPayment) },
          { label: 'Total interest', value: formatUsdCents(quote.totalInterest) },
          {
            label: 'Collateral needed',
            value: `${formatUnits(quote.collateral.units, asset.unit)} (${formatUsdCents(quote.collateral.valueUsd)})`,
          },
        ],
        note: 'Level monthly payments over the chosen duration. Collateral is valued at simulated prices.',
      }}
      poolFacts={{
        label: 'Borrowing terms',
        facts: [
          { label: 'Max loan', value: formatUsd(terms.maxLoan) },
          { label: 'Base rate', value: formatRate(terms.rate) },
          { label: 'Collateral ratio', value: `${terms.collateralRatio}%` },
        ],
      }}
      besideDuration={
        <SelectField
          label="Project stage"
          options={STAGE_OPTIONS}
          value={values.stage}
          onChange={(event) => form.setField('stage', event.target.value as BorrowStage)}
        />
      }
      durations={BORROW_DURATIONS}
    >
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
    </FundingFormShell>
  );
}
