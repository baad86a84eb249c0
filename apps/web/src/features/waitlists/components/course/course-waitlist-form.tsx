import {
  AVAILABILITY_OPTIONS,
  COURSE_MESSAGES,
  EXPERIENCE_OPTIONS,
  WAITLIST_LIMITS,
} from '@app/shared/waitlists/waitlists.constants';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import type { useCourseWaitlistForm } from '../../hooks/use-course-waitlist-form';
import { ChoiceField } from './choice-field';

type CourseForm = ReturnType<typeof useCourseWaitlistForm>;

/** Name, email, experience, goals (optional) and availability (part-2 §3, §5). */
export function CourseWaitlistForm({ state }: { state: CourseForm }) {
  const { form, register, submit, hasFailed } = state;
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Course waitlist" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <TextField
        label="Name"
        required
        autoComplete="name"
        maxLength={WAITLIST_LIMITS.nameMax}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={WAITLIST_LIMITS.emailMax}
        error={errors.email?.message}
        {...register('email')}
      />
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
      {hasFailed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {COURSE_MESSAGES.failed}
        </p>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Join Waitlist'}
      </Button>
    </form>
  );
}
