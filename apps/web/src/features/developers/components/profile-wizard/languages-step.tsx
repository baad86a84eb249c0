import { PROFILE_ENTRY_MAX_LENGTH, PROFILE_LIST_MAX } from '@app/shared/developers/developers.constants';
import { Controller } from 'react-hook-form';
import { TagInput } from '../../../../components/ui/tag-input';
import type { ProfileForm } from './profile-form';

const SUGGESTED_LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Mandarin', 'Portuguese'];

export function LanguagesStep({ form }: { form: ProfileForm }) {
  return (
    <Controller
      control={form.control}
      name="languages"
      render={({ field, fieldState }) => (
        <TagInput
          label="Languages you speak"
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          placeholder="Type a language and press Enter"
          suggestions={SUGGESTED_LANGUAGES}
          max={PROFILE_LIST_MAX}
          maxLength={PROFILE_ENTRY_MAX_LENGTH}
        />
      )}
    />
  );
}
