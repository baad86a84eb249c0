import { TextField } from '../../../../components/ui/field';
import { draftField, type JobDraftForm } from './draft-field';

export function BudgetStep({ form }: { form: JobDraftForm }) {
  return (
    <div className="flex flex-col gap-4">
      <TextField {...draftField(form, 'budget')} hint="A range is fine, e.g. $5000 - $10000." />
      <TextField {...draftField(form, 'timeline')} hint="e.g. 3 - 6 months" />
    </div>
  );
}
