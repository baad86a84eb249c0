import type { ApplicationForm } from './application-form';
import { ApplicationListField } from './application-list-field';

export function ApplicationSkillsStep({ form }: { form: ApplicationForm }) {
  return (
    <div className="flex flex-col gap-4">
      <ApplicationListField
        form={form}
        name="relevantSkills"
        label="Relevant skills"
        placeholder="Type a skill and press Enter"
      />
      <ApplicationListField
        form={form}
        name="relevantExperience"
        label="Relevant experience"
        placeholder="Describe one experience and press Enter"
        isSentenceList
      />
    </div>
  );
}
