import { PROFILE_ENTRY_MAX_LENGTH, PROFILE_LIST_MAX } from '@app/shared/developers/developers.constants';
import { Controller } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/field';
import { TagInput } from '../../../../components/ui/tag-input';
import { type ProfileForm, profileField } from './profile-form';

const SUGGESTED_SKILLS = ['React', 'TypeScript', 'Node.js', 'Python', 'PostgreSQL', 'AWS'];

export function SkillsStep({ form }: { form: ProfileForm }) {
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagInput
            label="Skills"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            placeholder="Type a skill and press Enter"
            suggestions={SUGGESTED_SKILLS}
            max={PROFILE_LIST_MAX}
            maxLength={PROFILE_ENTRY_MAX_LENGTH}
          />
        )}
      />
      <TextAreaField
        {...profileField(form, 'experience', 'Experience')}
        placeholder="e.g. 8 years building SaaS products, from MVP to scale"
        maxLength={2000}
      />
    </div>
  );
}
