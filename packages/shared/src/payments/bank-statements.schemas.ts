import { z } from 'zod';
import { LEDGER_CURRENCIES } from '../money/currencies.ts';

/** A bank statement sent by the finance role (issue 42): camt.053 XML or CSV, as text. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const ImportStatementBodySchema = z.object({
  /** The file's name, kept with its entries for the record. */
  fileName: z.string().trim().max(200).default(''),
  content: z.string().min(1, 'The statement is empty.').max(STATEMENT_MAX_BYTES, 'A statement has at most 2 MB.'),
});

/**
 * `unmatched` waits for the finance role; `matched` funded a milestone (or is a payout of the
 * platform's own, sent or returned); `returning` goes back to its sender with the next payout batch
 * of its currency; `returned` went.
 */
export const STATEMENT_ENTRY_STATUSES = ['unmatched', 'matched', 'returning', 'returned'] as const;

export const StatementEntrySchema = z.object({
  entryId: z.string(),
  direction: z.enum(['credit', 'debit']),
  /** In the currency's minor unit. */
  amount: z.number().int().positive(),
  currency: z.enum(LEDGER_CURRENCIES),
  bookedOn: z.string(),
  reference: z.string().nullable(),
  remittance: z.string(),
  counterpartyName: z.string(),
  counterpartyIban: z.string().nullable(),
  status: z.enum(STATEMENT_ENTRY_STATUSES),
  /** Why it waits for the finance role, or what it funded. */
  note: z.string(),
  /** The milestone (and its contract) a matched credit funded. */
  milestoneId: z.uuid().nullable(),
  contractId: z.uuid().nullable(),
  statementName: z.string(),
  importedAt: z.string(),
});
export type StatementEntryView = z.infer<typeof StatementEntrySchema>;

export const ImportStatementResponseSchema = z.object({
  success: z.literal(true),
  /** Entries the file holds (booked ones; pending entries are not read). */
  read: z.number().int(),
  /** Entries this import added; the rest were imported before. */
  added: z.number().int(),
  alreadyImported: z.number().int(),
  /** The added credits that funded the milestone their reference names. */
  matched: z.array(StatementEntrySchema),
  /** The added entries that wait for the finance role. */
  unmatched: z.array(StatementEntrySchema),
});

export const UnmatchedEntriesResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(StatementEntrySchema),
});

export const StatementEntryParamsSchema = z.object({
  id: z.string().trim().min(1, 'must be a statement entry id').max(200, 'must be a statement entry id'),
});

/** The finance role matches a credit: to the milestone of `reference`, or of the entry's own reference. */
export const MatchEntryBodySchema = z
  .object({
    reference: z
      .string()
      .trim()
      .min(5, 'A reference starts with RF and two check digits.')
      .max(40, 'A reference is at most 40 characters (25 without spaces).')
      .optional(),
  })
  .default({});

export const StatementEntryResponseSchema = z.object({ success: z.literal(true), entry: StatementEntrySchema });
