import { WALLET_MESSAGES } from '@app/shared/ledger/ledger.constants';
import type { Transaction, Wallet } from '@app/shared/ledger/ledger.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { retryingConflicts } from '../../lib/transactions.ts';
import { claimOfKeyedRequest } from '../idempotency/commit-marker.ts';
import {
  deleteWallet,
  findWalletByAddress,
  findWalletFigures,
  listUserTransactions,
  type TransactionRow,
  upsertWallet,
  type WalletFigures,
} from './ledger.repository.ts';
import { accountKey, availableOf, POOL, postOperation, stakedOf } from './ledger.service.ts';

const EMPTY_WALLET: Wallet = { balance: 0, staked: 0, totalEarned: 0, isConnected: false, walletAddress: null };

export async function getWallet(db: Database, userId: string | null): Promise<Wallet> {
  if (!userId) return EMPTY_WALLET;
  const figures = await findWalletFigures(db, userId, {
    available: accountKey(availableOf(userId)),
    staked: accountKey(stakedOf(userId)),
  });
  return toWallet(figures);
}

function toWallet(figures: WalletFigures): Wallet {
  return {
    balance: figures.available,
    staked: figures.staked,
    totalEarned: figures.totalEarned,
    isConnected: figures.address !== null,
    walletAddress: figures.address,
  };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    type: row.type as Transaction['type'],
    amount: row.amount,
    direction: row.direction ?? 'in',
    timestamp: row.createdAt.toISOString(),
    description: row.description,
    status: 'Completed',
  };
}

export async function connectWallet(db: Database, visitor: User, address: string): Promise<Wallet> {
  const holder = await findWalletByAddress(db, address);
  if (holder && holder.userId !== visitor.id) throw conflict(WALLET_MESSAGES.addressTaken);
  try {
    await upsertWallet(db, visitor.id, address);
  } catch (error) {
    // Two visitors connecting the same address at once: the unique index decides.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(WALLET_MESSAGES.addressTaken);
    throw error;
  }
  return getWallet(db, visitor.id);
}

export async function disconnectWallet(db: Database, visitor: User): Promise<Wallet> {
  await deleteWallet(db, visitor.id);
  return getWallet(db, visitor.id);
}

/**
 * Stake moves tokens from the available balance to staked; unstake moves them back. The amount
 * must not exceed the source; the check runs under the account locks, so concurrent requests
 * can never overdraw. It is one statement (post_operation), which also marks a keyed request's
 * claim committed and reads the wallet as it is after the move: no transaction, no second read.
 */
export async function moveStake(
  db: Database,
  visitor: User,
  kind: 'Stake' | 'Unstake',
  amount: number,
  requestKey: string | null,
) {
  const available = availableOf(visitor.id);
  const staked = stakedOf(visitor.id);
  const idempotencyKey = `${kind.toLowerCase()}:${visitor.id}:${requestKey ?? crypto.randomUUID()}`;
  const posted = await retryingConflicts(() =>
    postOperation(db, {
      idempotencyKey,
      type: kind,
      userId: visitor.id,
      direction: kind === 'Stake' ? 'out' : 'in',
      description: kind === 'Stake' ? `Staked ${amount} tokens` : `Unstaked ${amount} tokens`,
      movements: [kind === 'Stake' ? { from: available, to: staked, amount } : { from: staked, to: available, amount }],
      insufficient: (_account, balance) =>
        new AppError(
          400,
          'invalid_input',
          kind === 'Stake' ? WALLET_MESSAGES.stakeTooMuch(balance) : WALLET_MESSAGES.unstakeTooMuch(balance),
          [
            {
              path: 'amount',
              message: kind === 'Stake' ? 'is more than the balance' : 'is more than the staked amount',
            },
          ],
        ),
      claim: claimOfKeyedRequest(),
      earningsOf: visitor.id,
    }),
  );
  const wallet = toWallet({
    available: posted.balanceOf(available),
    staked: posted.balanceOf(staked),
    totalEarned: posted.earnings?.totalEarned ?? 0,
    address: posted.earnings?.address ?? null,
  });
  return { wallet, transaction: toTransaction(posted.transaction) };
}

export async function listTransactions(
  db: Database,
  visitorId: string | null,
  query: { limit: number; cursor?: string },
) {
  if (!visitorId) return { transactions: [], nextCursor: null };
  const rows = await listUserTransactions(db, visitorId, { limit: query.limit, cursor: decodeCursor(query.cursor) });
  const page = toPage(rows, query.limit);
  return {
    transactions: page.items.map(toTransaction),
    nextCursor: page.nextCursor,
  };
}

/**
 * A deleted account's tokens go to the bounty pool (issue 21), available and staked alike, as
 * ledger transactions inside the caller's transaction: the supply identity still holds and
 * GET /api/ledger/verify stays clean. Returns how many tokens moved.
 */
export async function forfeitWalletToPool(tx: Database, userId: string): Promise<number> {
  const wallet = await getWallet(tx, userId);
  const parts = [
    { from: availableOf(userId), amount: wallet.balance, direction: 'out' as const },
    { from: stakedOf(userId), amount: wallet.staked, direction: null },
  ];
  for (const part of parts) {
    if (part.amount <= 0) continue;
    await postOperation(tx, {
      idempotencyKey: `forfeit:${accountKey(part.from)}`,
      type: 'Transfer',
      userId,
      direction: part.direction,
      description:
        part.direction === 'out'
          ? 'Forfeited to the bounty pool when the account was deleted'
          : 'Staked tokens forfeited to the bounty pool when the account was deleted',
      movements: [{ from: part.from, to: POOL, amount: part.amount }],
    });
  }
  return wallet.balance + wallet.staked;
}
