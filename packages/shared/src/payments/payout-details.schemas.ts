import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * Where the platform pays a member out (issue 42): the account holder, IBAN and BIC of a developer or
 * of a client owed a refund. Checked with ibantools (the IBAN's check digits and its country's
 * length, the BIC's form); spaces and case do not matter. Shown back masked.
 */
export const PAYOUT_MESSAGES = {
  holderRequired: "Enter the account holder's name, as your bank has it.",
  holderTooLong: 'The account holder has at most 70 characters (what a SEPA transfer carries).',
  ibanInvalid: 'This IBAN is not valid: check it against your bank details (its check digits do not match).',
  bicInvalid: 'This BIC is not valid: it has 8 or 11 letters and digits, like ABNANL2A.',
  saved: 'Payout details saved.',
} as const;

/** An IBAN as banks write it on paper: 'NL91 ABNA 0417 1643 00'. */
export function friendlyIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** All but the country, check digits and last four hidden: 'NL91 •••• •••• ••43 00'. */
export function maskIban(iban: string): string {
  const compact = electronicFormatIBAN(iban) ?? iban;
  const masked = compact
    .split('')
    .map((character, index) => (index < 4 || index >= compact.length - 4 ? character : '•'))
    .join('');
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const PayoutDetailsBodySchema = z.object({
  accountHolder: z.string().trim().min(1, PAYOUT_MESSAGES.holderRequired).max(70, PAYOUT_MESSAGES.holderTooLong),
  iban: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? '')
    .refine((value) => isValidIBAN(value), PAYOUT_MESSAGES.ibanInvalid),
  /** Optional: SEPA transfers within the EEA need only the IBAN. */
  bic: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isValidBIC(value), PAYOUT_MESSAGES.bicInvalid)
    .transform((value) => value || null)
    .nullish(),
});
export type PayoutDetailsBody = z.input<typeof PayoutDetailsBodySchema>;

/** What the member (and only they) sees of their payout details. */
export const PayoutDetailsSchema = z.object({
  accountHolder: z.string(),
  /** The IBAN masked (maskIban): the full number never leaves the server again. */
  ibanMasked: z.string(),
  /** The account's country, from the IBAN (ISO 3166 alpha-2). */
  country: z.string().length(2),
  bic: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutDetails = z.infer<typeof PayoutDetailsSchema>;

export const PayoutDetailsResponseSchema = z.object({
  success: z.literal(true),
  payoutDetails: PayoutDetailsSchema.nullable(),
});
