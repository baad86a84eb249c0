import { TOKEN_INFO, type TransactionType } from '@app/shared/ledger/ledger.constants';
import type { LedgerVerifyResponse } from '@app/shared/ledger/ledger.schemas';
import { isLedgerCurrency, type LedgerCurrency, TOKENS } from '@app/shared/money/currencies';
import type { Money } from '@app/shared/money/money';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sqlStateOf } from '../../lib/transactions.ts';
import { claimTakenOverAs409 } from '../idempotency/commit-marker.ts';
import type { ClaimRef } from '../idempotency/idempotency.repository.ts';
import {
  accountAudit,
  countTransactions,
  findEscrowsThatPaid,
  findOwedBalances,
  findOwedInCurrency,
  findOwedPostings,
  postingsInAnotherCurrency,
  postOperationRows,
  type TransactionRow,
  totalsByKind,
  unbalancedTransactions,
} from './ledger.repository.ts';
import { type OwedLine, owedHistory } from './owed-history.ts';

export type AccountRef =
  | { kind: 'mint' }
  | { kind: 'pool' }
  | { kind: 'escrow'; bountyId: string }
  | { kind: 'escrow'; contractId: string }
  | { kind: 'available' | 'staked'; userId: string }
  // In a currency (issue 42, decision 022): the platform's bank account, what it owes a member, its fees.
  | { kind: 'bank' | 'revenue' | 'suspense'; currency: LedgerCurrency }
  | { kind: 'owed'; userId: string; currency: LedgerCurrency };

export const MINT: AccountRef = { kind: 'mint' };
export const POOL: AccountRef = { kind: 'pool' };
export const escrowOf = (bountyId: string): AccountRef => ({ kind: 'escrow', bountyId });
/** A contract's escrow (issue 32): the tokens of its funded milestones until approval or refund. */
export const contractEscrowOf = (contractId: string): AccountRef => ({ kind: 'escrow', contractId });
export const availableOf = (userId: string): AccountRef => ({ kind: 'available', userId });
export const stakedOf = (userId: string): AccountRef => ({ kind: 'staked', userId });
/** The platform's bank account in `currency`: below zero by what the bank holds for everyone. */
export const bankOf = (currency: LedgerCurrency): AccountRef => ({ kind: 'bank', currency });
/** What the platform owes `userId` in `currency`: a developer's pay or a client's refund, until paid out. */
export const owedTo = (userId: string, currency: LedgerCurrency): AccountRef => ({ kind: 'owed', userId, currency });
/** The platform's fees in `currency`, until it withdraws them. */
export const revenueIn = (currency: LedgerCurrency): AccountRef => ({ kind: 'revenue', currency });
/** Money that arrived in `currency` and no milestone claims yet, until it is matched or sent back. */
export const suspenseIn = (currency: LedgerCurrency): AccountRef => ({ kind: 'suspense', currency });

export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'mint':
    case 'pool':
      return ref.kind;
    case 'escrow':
      return 'contractId' in ref ? `escrow:contract:${ref.contractId}` : `escrow:${ref.bountyId}`;
    case 'bank':
    case 'revenue':
    case 'suspense':
      return `${ref.kind}:${ref.currency}`;
    case 'owed':
      return `owed:${ref.userId}:${ref.currency}`;
    default:
      return `${ref.kind}:${ref.userId}`;
  }
}

export interface Movement {
  from: AccountRef;
  to: AccountRef;
  amount: number;
}

export interface Operation {
  /** Unique per operation: a second operation with the same key does nothing. */
  idempotencyKey: string;
  /** The currency of every account it moves, amounts in its minor unit; tokens by default. */
  currency?: LedgerCurrency;
  type: TransactionType | 'Mint' | 'Fund' | 'Refund';
  /** Whose wallet history shows it, and which way it moved their available balance. */
  userId?: string | null;
  direction?: 'in' | 'out' | null;
  description: string;
  /**
   * The tokens `userId` receives are earnings, counted in their wallet's "Total earned" (issue 41
   * §6): a bounty's reward always is; a contract's payment to its developer says so.
   */
  earned?: boolean;
  movements: Movement[];
  /** When it happened, for seeded history; now by default. */
  at?: Date;
  /** The error to raise when an account (never the mint) would go below zero. */
  insufficient?: (account: AccountRef, balance: number) => AppError;
  /**
   * The keyed request's claim when this operation is the request's whole write and runs outside
   * a transaction: the same statement marks it committed (commit-marker.ts).
   */
  claim?: ClaimRef | null;
  /** Also read this visitor's total earned and payout address (their wallet), in the same statement. */
  earningsOf?: string;
}

export interface PostResult {
  transactionId: string;
  /** The transaction as stored (the earlier one when replayed). */
  transaction: TransactionRow;
  /** True when the key was already used: nothing moved this time. */
  replayed: boolean;
  /** The balance of each of the operation's accounts after it. */
  balanceOf(account: AccountRef): number;
  /** `earningsOf`'s total earned and payout address, when asked. */
  earnings: { totalEarned: number; address: string | null } | null;
}

/** The SQLSTATE post_operation (migration 0042) raises for an account in another currency. */
const MIXED_CURRENCIES = 'LC409';

const defaultInsufficient = (account: AccountRef, balance: number) =>
  new AppError(409, 'conflict', `Not enough tokens in ${accountKey(account)} (it holds ${balance}).`);

/** The currency an account reference names, or null for an escrow (it holds its contract's). */
function currencyOfRef(ref: AccountRef): LedgerCurrency | null {
  if ('currency' in ref) return ref.currency;
  return ref.kind === 'escrow' ? null : TOKENS;
}

/**
 * Posts one balanced operation (DESIGN.md §5): claims the idempotency key, locks the accounts in
 * key order, refuses to take any account except the mint below zero, writes one posting per side
 * and updates the cached balances, all in one call of post_operation (migrations 0021 and 0023;
 * issue 24; it was five statements). One call is atomic: an operation that is a request's whole
 * write needs no transaction (see `claim`). Callers that must act atomically with other writes
 * (bounty approval) pass their own transaction.
 */
export async function postOperation(tx: Database, operation: Operation): Promise<PostResult> {
  const currency = operation.currency ?? TOKENS;
  const total = operation.movements.reduce((sum, movement) => sum + movement.amount, 0);
  if (operation.movements.some((movement) => !Number.isInteger(movement.amount) || movement.amount <= 0)) {
    throw new Error('Ledger movements must be positive whole amounts');
  }
  for (const { from, to } of operation.movements) {
    for (const ref of [from, to]) {
      const named = currencyOfRef(ref);
      if (named && named !== currency) {
        throw new Error(`A ledger operation in ${currency} cannot move ${accountKey(ref)} (${named})`);
      }
    }
  }
  const accounts = new Map<string, { ref: AccountRef; delta: number }>();
  for (const movement of operation.movements) {
    for (const [ref, sign] of [
      [movement.from, -1],
      [movement.to, 1],
    ] as const) {
      const key = accountKey(ref);
      const entry = accounts.get(key) ?? { ref, delta: 0 };
      entry.delta += sign * movement.amount;
      accounts.set(key, entry);
    }
  }
  const posted = await postOperationRows(tx, {
    claim: operation.claim ?? null,
    earningsOf: operation.earningsOf ?? null,
    transaction: {
      idempotencyKey: operation.idempotencyKey,
      type: operation.type,
      currency,
      userId: operation.userId ?? null,
      amount: operation.type === 'Mint' ? total : (operation.movements[0]?.amount ?? total),
      direction: operation.direction ?? null,
      description: operation.description,
      earned: Boolean(operation.userId) && (operation.earned ?? operation.type === 'Reward'),
      ...(operation.at ? { createdAt: operation.at } : {}),
    },
    accounts: [...accounts].map(([key, { ref, delta }]) => ({
      key,
      kind: ref.kind,
      userId: 'userId' in ref ? ref.userId : null,
      bountyId: 'bountyId' in ref ? ref.bountyId : null,
      delta,
    })),
    movements: operation.movements.map((movement) => ({
      from: accountKey(movement.from),
      to: accountKey(movement.to),
      amount: movement.amount,
    })),
    mintFloor: -TOKEN_INFO.supply,
  }).catch((error: unknown) => {
    // Migration 0042's post_operation refuses an account in another currency: a bug of the caller.
    if (sqlStateOf(error) === MIXED_CURRENCIES) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new Error(cause instanceof Error ? cause.message : String(cause), { cause: error });
    }
    return claimTakenOverAs409(error);
  });
  switch (posted.outcome) {
    case 'insufficient': {
      const { ref } = accounts.get(posted.key) as { ref: AccountRef };
      throw (operation.insufficient ?? defaultInsufficient)(ref, posted.balance);
    }
    case 'supply':
      throw new AppError(409, 'conflict', `Minting this would exceed the supply of ${TOKEN_INFO.supply} tokens.`);
    default:
      return {
        transactionId: posted.transaction.id,
        transaction: posted.transaction,
        replayed: posted.outcome === 'replayed',
        balanceOf: (account) => posted.balances.get(accountKey(account)) ?? 0,
        earnings: posted.earnings,
      };
  }
}

/**
 * Which of these contracts' escrow paid their developer (a release, or a dispute's share to the
 * developer: to their wallet in tokens, or owed to them in a currency held in escrow by the
 * platform, issue 42), read from the ledger's own postings (issue 40 §3): the proof that a contract's money
 * went through the platform, which no party can set. Contracts without a developer account never did.
 */
export async function contractsThatPaidTheirDeveloper(
  db: Database,
  contracts: readonly { contractId: string; developerId: string | null }[],
): Promise<Set<string>> {
  const pairs = contracts.flatMap(({ contractId, developerId }) =>
    developerId
      ? [
          {
            contractId,
            escrowKey: accountKey(contractEscrowOf(contractId)),
            toKey: accountKey(availableOf(developerId)),
            owedStem: `owed:${developerId}:`,
          },
        ]
      : [],
  );
  const paid = new Set(await findEscrowsThatPaid(db, pairs));
  return new Set(pairs.filter((pair) => paid.has(pair.escrowKey)).map((pair) => pair.contractId));
}

/** Every line of what the platform owed a member, oldest first, each credit with its payout day. */
export async function owedHistoryOf(db: Database, userId: string): Promise<OwedLine[]> {
  return owedHistory(await findOwedPostings(db, userId));
}

/** Whom the platform owes in `currency`, and how much (issue 42): what a payout batch sends. */
export function owedInCurrency(db: Database, currency: LedgerCurrency): Promise<{ userId: string; amount: number }[]> {
  return findOwedInCurrency(db, currency);
}

/** What the platform owes a member, per currency, until a payout sends it (issue 42). */
export async function owedBalancesOf(db: Database, userId: string): Promise<Money[]> {
  const rows = await findOwedBalances(db, userId);
  return rows.flatMap((row) =>
    isLedgerCurrency(row.currency) ? [{ amount: row.amount, currency: row.currency }] : [],
  );
}

/** Live token figures, from the cached balances (GET /api/token). */
export async function getTokenStats(db: Database) {
  const totals = await totalsByKind(db);
  const minted = -(totals.get('mint') ?? 0);
  return {
    supply: TOKEN_INFO.supply,
    circulating: totals.get('available') ?? 0,
    staked: totals.get('staked') ?? 0,
    bountyPool: totals.get('pool') ?? 0,
    escrow: totals.get('escrow') ?? 0,
    unminted: TOKEN_INFO.supply - minted,
    price: TOKEN_INFO.price,
    marketCap: TOKEN_INFO.supply * TOKEN_INFO.price,
  };
}

type CurrencyHoldings = LedgerVerifyResponse['currencies'][number];

/**
 * The admin audit (GET /api/ledger/verify): every cached balance against the sum of its postings,
 * every transaction summing to zero in its one currency, no account but the mint and the bank below
 * zero; for tokens the supply identity circulating + pool + escrow + staked + unminted = supply, and
 * for each currency (issue 42) what the bank holds = escrows + what is owed + the platform's revenue +
 * what arrived unmatched.
 */
export async function verifyLedger(db: Database): Promise<Omit<LedgerVerifyResponse, 'success'>> {
  const [audit, unbalanced, crossed, transactionsChecked] = [
    await accountAudit(db),
    await unbalancedTransactions(db),
    await postingsInAnotherCurrency(db),
    await countTransactions(db),
  ];
  const mismatches: LedgerVerifyResponse['mismatches'] = [];
  const tokens = { mint: 0, pool: 0, escrow: 0, available: 0, staked: 0 };
  const currencies = new Map<LedgerCurrency, CurrencyHoldings>();
  for (const account of audit) {
    if (account.currency === TOKENS) {
      if (account.kind in tokens) tokens[account.kind as keyof typeof tokens] += account.posted;
    } else {
      const holdings = currencies.get(account.currency) ?? {
        currency: account.currency,
        held: 0,
        escrow: 0,
        owed: 0,
        revenue: 0,
        unmatched: 0,
      };
      if (account.kind === 'bank') holdings.held -= account.posted;
      else if (account.kind === 'escrow' || account.kind === 'owed' || account.kind === 'revenue') {
        holdings[account.kind] += account.posted;
      } else if (account.kind === 'suspense') holdings.unmatched += account.posted;
      currencies.set(account.currency, holdings);
    }
    if (account.balance !== account.posted) {
      mismatches.push({ check: 'balance', account: account.key, expected: account.posted, actual: account.balance });
    }
    if (account.kind !== 'mint' && account.kind !== 'bank' && account.posted < 0) {
      mismatches.push({ check: 'non-negative', account: account.key, expected: 0, actual: account.posted });
    }
  }
  for (const transaction of unbalanced) {
    mismatches.push({
      check: 'balanced',
      account: `transaction:${transaction.id}`,
      expected: 0,
      actual: transaction.total,
    });
  }
  for (const posting of crossed) {
    mismatches.push({ check: 'currency', account: posting.key, expected: 0, actual: posting.amount });
  }
  const totals = {
    circulating: tokens.available,
    pool: tokens.pool,
    escrow: tokens.escrow,
    staked: tokens.staked,
    unminted: TOKEN_INFO.supply + tokens.mint,
  };
  const accounted = totals.circulating + totals.pool + totals.escrow + totals.staked + totals.unminted;
  if (accounted !== TOKEN_INFO.supply) {
    mismatches.push({ check: 'supply', account: null, expected: TOKEN_INFO.supply, actual: accounted });
  }
  if (totals.unminted < 0) mismatches.push({ check: 'minted', account: 'mint', expected: 0, actual: totals.unminted });
  const holdings = [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  for (const { currency, held, escrow, owed, revenue, unmatched } of holdings) {
    const accountedFor = escrow + owed + revenue + unmatched;
    if (held !== accountedFor) {
      mismatches.push({ check: 'held', account: `bank:${currency}`, expected: accountedFor, actual: held });
    }
  }
  return {
    ok: mismatches.length === 0,
    supply: TOKEN_INFO.supply,
    totals,
    currencies: holdings,
    accountsChecked: audit.length,
    transactionsChecked,
    mismatches,
  };
}
