import type { FieldError } from '@app/shared/api/api-error.schemas';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldOfError } from './save-outcome';
import type { WizardStepState } from './use-wizard-step';

/**
 * Puts the server's field errors (such as 'The GitHub link must be on github.com.') on their
 * fields and shows the first step that has one. Returns false when none belonged to a field.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldSteps: Record<string, number>,
  steps: WizardStepState,
  errors: FieldError[],
): boolean {
  const placed: number[] = [];
  for (const error of errors) {
    const field = fieldOfError(error);
    const step = fieldSteps[field];
    if (step === undefined) continue;
    form.setError(field as Path<T>, { type: 'server', message: error.message });
    placed.push(step);
  }
  if (placed.length > 0) steps.goTo(Math.min(...placed));
  return placed.length > 0;
}
