/**
 * A problem the operator can fix (a missing flag, a wrong file, a target that is not empty): the
 * commands print its message alone, without a stack trace, and exit 1.
 */
export class TransferError extends Error {}

/** An error's message; a refused connection (an AggregateError with an empty message) by its first cause. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.message === '' && error.errors[0] !== undefined) {
    return messageOf(error.errors[0]);
  }
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
