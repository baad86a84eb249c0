/** A calendar day from a date input becomes the end of that day, in the visitor's time zone. */
export function dayToIso(day: string): string | null {
  if (!day) return null;
  const date = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The calendar day of an instant, for a date input (local time). */
export function isoToDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
