import { lazy } from 'react';

/** The form (react-hook-form, zod resolver, the shared schema) loads on first opening. */
export const LazyCourseWaitlistDialog = lazy(() =>
  import('./course-waitlist-dialog').then((module) => ({ default: module.CourseWaitlistDialog })),
);
