import { type CourseWaitlistBody, CourseWaitlistBodySchema } from '@app/shared/waitlists/waitlists.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useJoinCourseWaitlist } from '../api/join-course-waitlist';
import { serverFieldErrors } from '../waitlist-texts';

export type CourseFormInput = z.input<typeof CourseWaitlistBodySchema>;
export const COURSE_FIELDS = ['name', 'email', 'experience', 'goals', 'availability'] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];

/**
 * The course waitlist form's state, held by the dialog so a draft survives closing it:
 * editing -> submitting -> joined; a rejection shows the server's field messages, any other
 * failure one alert, and the values stay.
 */
export function useCourseWaitlistForm() {
  const form = useForm<CourseFormInput, unknown, CourseWaitlistBody>({
    resolver: zodResolver(CourseWaitlistBodySchema),
    // The selects start on their empty choice, which the schema rejects with its message.
    defaultValues: { name: '', email: '', goals: '' },
    reValidateMode: 'onSubmit',
  });
  const join = useJoinCourseWaitlist();
  const [hasFailed, setHasFailed] = useState(false);
  const [joined, setJoined] = useState<{ name: string; email: string } | null>(null);

  const register = (name: CourseField) => form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    setHasFailed(false);
    try {
      await join.mutateAsync(body);
      setJoined({ name: body.name, email: body.email });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, COURSE_FIELDS);
      if (fieldErrors.length === 0) setHasFailed(true);
      for (const [index, { field, message }] of fieldErrors.entries()) {
        form.setError(field, { message }, { shouldFocus: index === 0 });
      }
    }
  });

  /** After a sign-up, the next opening starts from an empty form. */
  const startOver = () => {
    form.reset();
    setHasFailed(false);
    setJoined(null);
  };

  return { form, register, submit, hasFailed, joined, startOver };
}
