import { BIO_PREVIEW_LENGTH } from '@app/shared/developers/developers.constants';
import { useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { type ProfileForm, profileField } from './profile-form';

export function PortfolioStep({ form }: { form: ProfileForm }) {
  const bio = useWatch({ control: form.control, name: 'bio' });
  return (
    <div className="flex flex-col gap-4">
      <TextField {...profileField(form, 'portfolio', 'Portfolio')} type="url" inputMode="url" placeholder="https://" />
      <TextField
        {...profileField(form, 'github', 'GitHub')}
        type="url"
        inputMode="url"
        placeholder="https://github.com/your-name"
      />
      <TextField
        {...profileField(form, 'linkedin', 'LinkedIn')}
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
      />
      <TextAreaField
        {...profileField(form, 'bio', 'Bio')}
        hint={`The first ${BIO_PREVIEW_LENGTH} characters show on your card.`}
        showCounter
        currentLength={bio?.length ?? 0}
        maxLength={2000}
      />
    </div>
  );
}
