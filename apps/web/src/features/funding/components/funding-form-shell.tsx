import type { FundingCategory } from '@app/shared/funding/funding.constants';
import { type ComponentProps, type FormEvent, type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import type { FundingForm } from '../hooks/use-funding-form';
import { type Fact, FactList } from './fact-list';
import { CATEGORY_OPTIONS, durationOptions } from './funding-options';
import { ResultCard } from './result-card';
import { SubmitRow } from './submit-row';

/** The fields every simulator form has. */
export interface SharedFundingValues {
  category: FundingCategory;
  amount: string;
  durationMonths: number;
}

/**
 * What the lend, borrow and provide forms share (part-2 §4): the category choice and that
 * category's pool facts, a row of one field and the duration, then the form's own fields; the live result beside them (on a
 * phone, between the fields and the submit button, so the numbers are in view before committing),
 * then the submit row.
 */
export function FundingFormShell({
  form,
  title,
  description,
  submitLabel,
  result,
  categoryLabel = 'Project category',
  poolFacts,
  besideDuration,
  durations,
  children,
}: {
  form: FundingForm<SharedFundingValues>;
  title: string;
  description: string;
  submitLabel: string;
  result: ComponentProps<typeof ResultCard>;
  categoryLabel?: string;
  poolFacts: { label: string; facts: readonly Fact[] };
  /** The field sharing a row with the duration. */
  besideDuration: ReactNode;
  /** The durations to choose from, in months. */
  durations: readonly number[];
  /** The form's fields below that row. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="grid min-w-0 items-start gap-x-6 gap-y-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Card className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <SelectField
          label={categoryLabel}
          options={CATEGORY_OPTIONS}
          value={form.values.category}
          onChange={(event) => form.setField('category', event.target.value as FundingCategory)}
        />
        <FactList {...poolFacts} />
        <div className="grid gap-5 sm:grid-cols-2">
          {besideDuration}
          <SelectField
            label="Duration"
            options={durationOptions(durations)}
            value={String(form.values.durationMonths)}
            onChange={(event) => form.setField('durationMonths', Number(event.target.value))}
          />
        </div>
        {children}
      </Card>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">
        <ResultCard {...result} />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <SubmitRow label={submitLabel} failure={form.failure} isSubmitting={form.isSubmitting} />
      </div>
    </form>
  );
}
