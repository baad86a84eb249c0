import { JOB_CATEGORIES } from '@app/shared/jobs/project-slots';
import { useId } from 'react';
import { TextField } from '../../../../components/ui/field';
import { draftField, type JobDraftForm } from './draft-field';

export function BasicsStep({ form }: { form: JobDraftForm }) {
  const categoriesId = useId();
  return (
    <div className="flex flex-col gap-4">
      <TextField {...draftField(form, 'title')} placeholder="e.g. Online store for handmade goods" />
      <TextField
        {...draftField(form, 'category')}
        list={categoriesId}
        autoComplete="off"
        hint="Pick a suggestion or type your own."
        placeholder="e.g. Web Development"
      />
      <datalist id={categoriesId}>
        {JOB_CATEGORIES.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField {...draftField(form, 'targetAudience')} placeholder="Who will use it?" />
    </div>
  );
}
