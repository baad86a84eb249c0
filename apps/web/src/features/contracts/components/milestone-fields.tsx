import { CONTRACT_LIMITS } from '@app/shared/contracts/contracts.constants';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { TermsForm } from '../contract-forms';

interface MilestoneFieldsProps {
  control: Control<TermsForm, unknown, unknown>;
  register: UseFormRegister<TermsForm>;
  errors: FieldErrors<TermsForm>['milestones'];
  currency: string;
}

export const EMPTY_MILESTONE = { title: '', amount: Number.NaN, dueDate: null };

/** The proposal's milestones: each a title, a whole amount and an optional due date; at least one. */
export function MilestoneFields({ control, register, errors, currency }: MilestoneFieldsProps) {
  const milestones = useFieldArray({ control, name: 'milestones' });
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">Milestones</legend>
      <p className="text-sm text-slate-600">
        Each milestone is funded, delivered and approved on its own. Amounts are whole{' '}
        {currency === 'TOKENS' ? 'tokens' : `${currency} units`}.
      </p>
      <ol className="flex flex-col gap-3">
        {milestones.fields.map((field, index) => {
          const error = errors?.[index];
          return (
            <li key={field.id}>
              <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">Milestone {index + 1}</legend>
                <TextField
                  label="Title"
                  required
                  maxLength={CONTRACT_LIMITS.milestoneTitleMax}
                  error={error?.title?.message}
                  {...register(`milestones.${index}.title`)}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Amount (${currency})`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    required
                    error={error?.amount?.message}
                    {...register(`milestones.${index}.amount`, { valueAsNumber: true })}
                  />
                  <TextField
                    label="Due date (optional)"
                    type="date"
                    error={error?.dueDate?.message}
                    {...register(`milestones.${index}.dueDate`, { setValueAs: (value: string) => value || null })}
                  />
                </div>
                {milestones.fields.length > 1 && (
                  <Button variant="ghost" size="sm" className="self-end" onClick={() => milestones.remove(index)}>
                    <Trash2 className="size-4" aria-hidden />
                    Remove milestone {index + 1}
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      {milestones.fields.length < CONTRACT_LIMITS.milestonesMax && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => milestones.append(EMPTY_MILESTONE)}>
          <Plus className="size-4" aria-hidden />
          Add a milestone
        </Button>
      )}
    </fieldset>
  );
}
