import { AVAILABILITIES } from '@app/shared/developers/developers.constants';
import { TextField } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { type ProfileForm, profileField } from './profile-form';

const AVAILABILITY_OPTIONS = AVAILABILITIES.map((value) => ({ value, label: value }));

/** Who and where: the "Basics" section of a developer's page edits these alone. */
export function BasicsFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <TextField {...profileField(form, 'name', 'Name')} autoComplete="name" maxLength={80} />
      <TextField
        {...profileField(form, 'title', 'Professional title')}
        placeholder="e.g. Full-Stack Developer"
        maxLength={120}
      />
      <TextField {...profileField(form, 'location', 'Location')} placeholder="e.g. Austin, TX" maxLength={120} />
      <TextField {...profileField(form, 'timezone', 'Time zone')} placeholder="e.g. PST or UTC+1" maxLength={60} />
    </>
  );
}

/** The "Rate and availability" section of a developer's page. */
export function RateFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <TextField {...profileField(form, 'hourlyRate', 'Hourly rate')} placeholder="e.g. $85-140/hr" maxLength={40} />
      <SelectField label="Availability" options={AVAILABILITY_OPTIONS} {...form.register('availability')} />
    </>
  );
}

export function BasicInfoStep({ form }: { form: ProfileForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BasicsFields form={form} />
      <RateFields form={form} />
    </div>
  );
}
