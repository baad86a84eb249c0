import { isValidRfReference, normalizeRfReference } from '@app/shared/money/rf-reference';

/** An RF reference anywhere in a free text, possibly written in groups of four ("RF18 5390 0754 7034"). */
const RF_IN_TEXT = /RF\d{2}(?:\s?[A-Z0-9]){1,21}/gi;

/**
 * The creditor reference a payment carries: the structured one when it is a valid RF reference,
 * else the first valid RF reference in the free text (people paste it there), else the structured
 * value as it is (normalized), else null. Never a reference whose check digits are wrong.
 */
export function findReference(structured: string | null | undefined, freeText: string): string | null {
  if (structured && isValidRfReference(structured)) return normalizeRfReference(structured);
  for (const match of freeText.matchAll(RF_IN_TEXT)) {
    // A match may run into the next word: try the longest valid prefix first.
    const compact = normalizeRfReference(match[0]);
    for (let end = compact.length; end >= 5; end--) {
      if (isValidRfReference(compact.slice(0, end))) return compact.slice(0, end);
    }
  }
  return structured ? normalizeRfReference(structured) : null;
}
