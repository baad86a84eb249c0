/**
 * Quotes a CSV cell. A cell starting with = + - @ or a control character is prefixed with ' so a
 * spreadsheet never runs user text as a formula.
 */
function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (header row, then one row per record, newline-terminated). */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[columns.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\n')}\n`;
}
