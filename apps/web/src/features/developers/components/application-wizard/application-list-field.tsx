import { APPLICATION_ENTRY_MAX_LENGTH, APPLICATION_LIST_MAX } from '@app/shared/developers/developers.constants';
import { Controller } from 'react-hook-form';
import { TagInput } from '../../../../components/ui/tag-input';
import type { ApplicationForm } from './application-form';

type ListName = 'relevantSkills' | 'relevantExperience' | 'resumeHighlights' | 'interviewPrep';

/** One of the application's lists: trimmed entries, duplicates refused, blanks ignored (part-1 §5). */
export function ApplicationListField({
  form,
  name,
  label,
  placeholder,
  isSentenceList = false,
}: {
  form: ApplicationForm;
  name: ListName;
  label: string;
  placeholder: string;
  /** Entries are sentences: only Enter adds one, commas stay in it. */
  isSentenceList?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TagInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          placeholder={placeholder}
          max={APPLICATION_LIST_MAX}
          maxLength={APPLICATION_ENTRY_MAX_LENGTH}
          addsOnComma={!isSentenceList}
        />
      )}
    />
  );
}
