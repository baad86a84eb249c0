import { CourseWaitlistBodySchema } from '@app/shared/waitlists/waitlists.schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { useJoinCourseWaitlist } from '../api/join-course-waitlist';
import { useWaitlistForm } from './use-waitlist-form';

export type CourseFormInput = z.input<typeof CourseWaitlistBodySchema>;
export const COURSE_FIELDS = ['name', 'email', 'experience', 'goals', 'availability'] as const;
export type CourseField = (typeof COURSE_FIELDS)[number];

/**
 * The course waitlist form's state, held by the dialog so a draft survives closing it:
 * editing -> submitting -> joined; a rejection shows the server's field messages, any other
 * failure one alert, and the values stay.
 */
export function useCourseWaitlistForm() {
  const join = useJoinCourseWaitlist();
  const [joined, setJoined] = useState<{ name: string; email: string } | null>(null);
  const { form, register, submit, hasFailed, reset } = useWaitlistForm({
    schema: CourseWaitlistBodySchema,
    // The selects start on their empty choice, which the schema rejects with its message.
    defaultValues: { name: '', email: '', goals: '' },
    fields: COURSE_FIELDS,
    join: async (body) => {
      await join.mutateAsync(body);
      setJoined({ name: body.name, email: body.email });
    },
  });

  /** After a sign-up, the next opening starts from an empty form. */
  const startOver = () => {
    reset();
    setJoined(null);
  };

  return { form, register, submit, hasFailed, joined, startOver };
}
