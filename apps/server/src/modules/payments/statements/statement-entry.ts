import type { LedgerCurrency } from '@app/shared/money/currencies';

/**
 * One movement on the platform's bank account, as a statement reports it (issue 42): camt.053 XML or
 * CSV, read into the same shape. Amounts are positive, in the currency's minor unit; `direction` says
 * which way the money went.
 */
export interface StatementEntry {
  /**
   * Unique and stable for this movement, whichever file reports it: the bank's own reference for the
   * entry when it gives one (camt.053's AcctSvcrRef), else one derived from what the entry says, so the
   * same statement imported twice names the same entries (the import's idempotency key).
   */
  entryId: string;
  direction: 'credit' | 'debit';
  amount: number;
  currency: LedgerCurrency;
  /** The booking date, YYYY-MM-DD. */
  bookedOn: string;
  /** The structured creditor reference (an RF reference, normalized) or the one found in the free text. */
  reference: string | null;
  /** What the payer wrote, as the bank passed it on. */
  remittance: string;
  counterpartyName: string;
  counterpartyIban: string | null;
  /** The end-to-end id of a payment the platform sent, when the bank gives it back (a returned payout). */
  endToEndId: string | null;
  /** The ISO return reason code of a returned payment (AC04: account closed, …), else null. */
  returnReason: string | null;
}

/** A statement that cannot be read: the line or entry, and what is wrong with it. */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementError';
  }
}
