import { CourseSignupResponseSchema, type CourseWaitlistBody } from '@app/shared/waitlists/waitlists.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/waitlists/course; no visitor token needed, and joining twice changes nothing. */
export async function joinCourseWaitlist(body: CourseWaitlistBody): Promise<void> {
  await apiRequest('/waitlists/course', {
    method: 'POST',
    body,
    schema: CourseSignupResponseSchema,
    auth: 'optional',
  });
}

export function useJoinCourseWaitlist() {
  return useMutation({ mutationFn: joinCourseWaitlist });
}
