import { ApiRequestError } from '../../lib/api-error';

/** The 'length/50 minimum' counter counts what the rule counts: the trimmed text (part-2 §5). */
export function countSummary(summary: string | undefined): number {
  return (summary ?? '').trim().length;
}

export interface ServiceAvailability {
  capacity: number;
  spotsLeft: number;
  monthLabel: string;
  nextOpenMonthLabel: string;
}

/** 'N of 10 spots left for November 2026', or where new sign-ups go once this month is full. */
export function describeAvailability(availability: ServiceAvailability): string {
  if (availability.spotsLeft > 0) {
    return `${availability.spotsLeft} of ${availability.capacity} spots left for ${availability.monthLabel}`;
  }
  return `This month is full; new sign-ups start in ${availability.nextOpenMonthLabel}`;
}

export interface FieldMessage<F extends string> {
  field: F;
  message: string;
}

/**
 * The field messages of a 400 answer, for the fields the form has (first message per field).
 * Empty for any other failure, which the form reports as one alert instead.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldMessage<F>[] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  const found = new Map<F, string>();
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path);
    if (field && !found.has(field)) found.set(field, message);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}
