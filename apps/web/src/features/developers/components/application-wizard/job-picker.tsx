import type { Job } from '@app/shared/jobs/jobs.schemas';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/select-field';
import { useJobsForApplication } from '../../api/get-jobs-for-application';
import type { ApplicationForm } from './application-form';

function jobOptions(jobs: Job[] | undefined, isPending: boolean, selectedId: string) {
  const options = [
    { value: '', label: isPending ? 'Loading listed jobs…' : 'None: I will type the job below' },
    ...(jobs ?? []).map((job) => ({ value: job.id, label: `${job.title} (${job.category})` })),
  ];
  // A job picked earlier that is no longer among the newest stays selectable.
  if (selectedId && !options.some((option) => option.value === selectedId)) {
    options.push({ value: selectedId, label: 'The job picked earlier' });
  }
  return options;
}

/** An optional listed job (GET /api/jobs); picking one fills the title and, if empty, the description. */
export function JobPicker({ form }: { form: ApplicationForm }) {
  const jobs = useJobsForApplication();
  return (
    <div className="flex flex-col gap-1">
      <Controller
        control={form.control}
        name="jobId"
        render={({ field, fieldState }) => (
          <>
            <SelectField
              label="Apply to a listed job (optional)"
              options={jobOptions(jobs.data, jobs.isPending, field.value)}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                const job = jobs.data?.find((item) => item.id === event.target.value);
                if (!job) return;
                form.setValue('jobTitle', job.title, { shouldDirty: true });
                if (!form.getValues('jobDescription').trim()) {
                  form.setValue('jobDescription', job.description, { shouldDirty: true });
                }
              }}
            />
            {fieldState.error?.message && (
              <p role="alert" className="text-xs text-red-600">
                {fieldState.error.message}
              </p>
            )}
          </>
        )}
      />
      {jobs.isError && (
        <p className="text-xs text-amber-800">Listed jobs could not be loaded right now; type the job below.</p>
      )}
    </div>
  );
}
