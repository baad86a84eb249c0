import { useWatch } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/field';
import { type ApplicationForm, applicationField } from './application-form';
import { ApplicationListField } from './application-list-field';
import { CoverLetterPreview } from './cover-letter-preview';

export function MaterialsStep({ form }: { form: ApplicationForm }) {
  const coverLetter = useWatch({ control: form.control, name: 'coverLetter' }) ?? '';
  return (
    <div className="flex flex-col gap-4">
      <TextAreaField
        {...applicationField(form, 'coverLetter', 'Cover letter')}
        rows={8}
        showCounter
        currentLength={coverLetter.length}
        maxLength={5000}
      />
      <CoverLetterPreview text={coverLetter} />
      <ApplicationListField
        form={form}
        name="resumeHighlights"
        label="Resume highlights"
        placeholder="Add one highlight and press Enter"
        isSentenceList
      />
    </div>
  );
}
