import { lazy } from 'react';

/** The form (react-hook-form, zod resolver) loads on first use. */
export const LazyTaskFormDialog = lazy(() =>
  import('./task-form-dialog').then((module) => ({ default: module.TaskFormDialog })),
);
