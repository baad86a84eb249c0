import { PROJECT_SUMMARY_MIN, SERVICE_MESSAGES, WAITLIST_LIMITS } from '@app/shared/waitlists/waitlists.constants';
import { ServiceWaitlistBodySchema } from '@app/shared/waitlists/waitlists.schemas';
import { useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { type ServiceSignup, useJoinServiceWaitlist } from '../../api/join-service-waitlist';
import { useWaitlistForm } from '../../hooks/use-waitlist-form';
import { countSummary } from '../../waitlist-texts';
import { EmailField, NameField } from '../contact-fields';
import { WaitlistForm } from '../waitlist-form';

const FIELDS = ['name', 'phone', 'email', 'projectSummary'] as const;
const EMPTY = { name: '', phone: '', email: '', projectSummary: '' };

/** The service waitlist form (part-2 §4, §5): name, phone, email and a project summary of 50+ characters. */
export function ServiceWaitlistForm({ onJoined }: { onJoined(entry: ServiceSignup, email: string): void }) {
  const join = useJoinServiceWaitlist();
  const state = useWaitlistForm({
    schema: ServiceWaitlistBodySchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    join: async (body) => onJoined(await join.mutateAsync(body), body.email),
  });
  const { form, register } = state;
  const summary = useWatch({ control: form.control, name: 'projectSummary' });
  const { errors } = form.formState;

  return (
    <WaitlistForm
      state={state}
      label="Service waitlist"
      failedMessage={SERVICE_MESSAGES.failed}
      submitLabel="Reserve My Spot"
      submitSize="lg"
    >
      <NameField error={errors.name?.message} {...register('name')} />
      <TextField
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        placeholder="+1 555 123 4567"
        maxLength={WAITLIST_LIMITS.phoneMax}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextAreaField
        label="Project summary"
        required
        rows={5}
        placeholder="What does your idea do, who is it for, and what makes it different?"
        showCounter
        minLength={PROJECT_SUMMARY_MIN}
        currentLength={countSummary(summary)}
        error={errors.projectSummary?.message}
        {...register('projectSummary')}
      />
    </WaitlistForm>
  );
}
