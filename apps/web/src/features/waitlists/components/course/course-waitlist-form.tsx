import {
  AVAILABILITY_OPTIONS,
  COURSE_MESSAGES,
  EXPERIENCE_OPTIONS,
  WAITLIST_LIMITS,
} from '@app/shared/waitlists/waitlists.constants';
import { TextAreaField } from '../../../../components/ui/field';
import type { useCourseWaitlistForm } from '../../hooks/use-course-waitlist-form';
import { EmailField, NameField } from '../contact-fields';
import { WaitlistForm } from '../waitlist-form';
import { ChoiceField } from './choice-field';

type CourseForm = ReturnType<typeof useCourseWaitlistForm>;

/** Name, email, experience, goals (optional) and availability (part-2 §3, §5). */
export function CourseWaitlistForm({ state }: { state: CourseForm }) {
  const { form, register } = state;
  const { errors } = form.formState;
  return (
    <WaitlistForm
      state={state}
      label="Course waitlist"
      failedMessage={COURSE_MESSAGES.failed}
      submitLabel="Join Waitlist"
    >
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <NameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <ChoiceField
        label="Experience *"
        emptyLabel="Choose your experience level"
        options={EXPERIENCE_OPTIONS}
        error={errors.experience?.message}
        {...register('experience')}
      />
      <TextAreaField
        label="Goals (optional)"
        rows={3}
        maxLength={WAITLIST_LIMITS.goalsMax}
        placeholder="What would you like to build?"
        error={errors.goals?.message}
        {...register('goals')}
      />
      <ChoiceField
        label="Availability *"
        emptyLabel="Choose when you are available"
        options={AVAILABILITY_OPTIONS}
        error={errors.availability?.message}
        {...register('availability')}
      />
    </WaitlistForm>
  );
}
