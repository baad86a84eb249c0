import type { ApplicationForm } from './application-form';
import { ApplicationListField } from './application-list-field';
import { ApplicationSummary } from './application-summary';

export function InterviewStep({ form }: { form: ApplicationForm }) {
  return (
    <div className="flex flex-col gap-4">
      <ApplicationListField
        form={form}
        name="interviewPrep"
        label="Interview preparation"
        placeholder="Add a topic to prepare and press Enter"
        isSentenceList
      />
      <ApplicationSummary form={form} />
    </div>
  );
}
