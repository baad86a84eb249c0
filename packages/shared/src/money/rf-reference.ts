/**
 * Structured creditor references (ISO 11649, "RF references"): `RF`, two check digits and up to 21
 * letters or digits, verified by ISO 7064 MOD 97-10 as an IBAN is. A client types it into their
 * bank's "reference" field; the bank statement gives it back, and the platform matches the payment
 * to the milestone it names (issue 42).
 */
export const RF_PREFIX = 'RF';
export const RF_MAX_REFERENCE_LENGTH = 21;

/** Letters as the standard reads them: A = 10 … Z = 35; digits as they are. */
function numeric(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    out += code >= 65 && code <= 90 ? String(code - 55) : character;
  }
  return out;
}

/** The remainder of a long decimal string divided by 97, seven digits at a time (no big integers). */
function mod97(digits: string): number {
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(String(remainder) + digits.slice(index, index + 7)) % 97;
  }
  return remainder;
}

/** What a person typed, as the standard compares it: no spaces, capitals. */
export function normalizeRfReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The RF reference of `reference` (1–21 letters or digits): its check digits computed. */
export function createRfReference(reference: string): string {
  const body = normalizeRfReference(reference);
  if (!/^[A-Z0-9]{1,21}$/.test(body)) {
    throw new RangeError(`An RF reference holds 1–${RF_MAX_REFERENCE_LENGTH} letters or digits (got "${reference}")`);
  }
  const check = 98 - mod97(numeric(`${body}${RF_PREFIX}00`));
  return `${RF_PREFIX}${String(check).padStart(2, '0')}${body}`;
}

/** True when `text` (spaces and case aside) is an RF reference whose check digits are right. */
export function isValidRfReference(text: string): boolean {
  const reference = normalizeRfReference(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  return mod97(numeric(`${reference.slice(4)}${reference.slice(0, 4)}`)) === 1;
}

/** In groups of four, as printed on an invoice: 'RF18 5390 0754 7034'. */
export function formatRfReference(text: string): string {
  return normalizeRfReference(text).replace(/(.{4})(?=.)/g, '$1 ');
}
