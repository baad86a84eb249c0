import { TextAreaField, TextField } from '../../../../components/ui/field';
import { type ApplicationForm, applicationField } from './application-form';
import { JobPicker } from './job-picker';

export function JobDetailsStep({ form }: { form: ApplicationForm }) {
  return (
    <div className="flex flex-col gap-4">
      <JobPicker form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...applicationField(form, 'jobTitle', 'Job title')}
          placeholder="e.g. Frontend Engineer"
          maxLength={200}
        />
        <TextField {...applicationField(form, 'companyName', 'Company')} placeholder="e.g. Acme Corp" maxLength={200} />
      </div>
      <TextAreaField
        {...applicationField(form, 'jobDescription', 'Job description')}
        placeholder="Paste the job description or its key points"
        maxLength={5000}
      />
    </div>
  );
}
