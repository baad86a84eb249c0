import { TextAreaField, TextField } from '../../../../components/ui/field';
import { draftField, type JobDraftForm } from './draft-field';

export function DetailsStep({ form }: { form: JobDraftForm }) {
  return (
    <div className="flex flex-col gap-4">
      <TextAreaField
        {...draftField(form, 'description')}
        rows={4}
        placeholder="What should the developer be responsible for?"
      />
      <TextAreaField {...draftField(form, 'keyFeatures')} rows={3} placeholder="The must-have features" />
      <TextField {...draftField(form, 'technologyStack')} placeholder="e.g. React, Node.js, PostgreSQL" />
    </div>
  );
}
