export type ParsedAmount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

// Plain decimals ('2.5', '.5', '12000', '-3'), or whole parts grouped by commas ('12,000.50').
const PLAIN = /^-?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Reads what a person typed in an amount box (part-2 §5: free-form text). A leading '$' and
 * spaces are ignored; anything else that is not a plain decimal number is invalid, so '2,5',
 * '1e3' and '12abc' get a message instead of a guess.
 */
export function parseAmount(text: string): ParsedAmount {
  const trimmed = text.replace(/\s+/g, '').replace(/^\$/, '').replace(/^-\$/, '-');
  if (trimmed === '') return { kind: 'empty' };
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed.replaceAll(',', ''));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
