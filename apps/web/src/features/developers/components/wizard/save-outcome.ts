import type { FieldError } from '@app/shared/api/api-error.schemas';

/**
 * What became of a wizard's Save (DESIGN.md §6): stored on the server, waiting in the outbox,
 * refused with the server's words, or failed for another reason.
 */
export type SaveOutcome =
  | { status: 'idle' }
  | { status: 'saved' }
  | { status: 'pending' }
  | { status: 'rejected'; message: string; errors: FieldError[] }
  | { status: 'failed'; message: string };

/** 'github' from 'github', 'body.github' or 'relevantSkills.2'. */
export const fieldOfError = (error: FieldError) =>
  error.path
    .split(/[./]/)
    .filter((part) => part && part !== 'body' && !/^\d+$/.test(part))
    .at(0) ?? '';
