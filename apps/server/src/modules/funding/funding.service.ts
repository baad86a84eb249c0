import {
  BORROW_TERMS,
  FUNDING_CATEGORIES,
  type FundingKind,
  LENDING_POOLS,
  LIQUIDITY_POOLS,
} from '@app/shared/funding/funding.constants';
import { type CreateFundingIntentBody, type FundingIntent, quoteFor } from '@app/shared/funding/funding.schemas';
import { round } from '@app/shared/funding/funding-calculators';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { type FundingIntentRow, insertIntent, intentTotals, listIntentsOf } from './funding.repository.ts';

function toIntent(row: FundingIntentRow): FundingIntent {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    input: row.input,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a simulated lend, borrow or provide; the result is computed here from the inputs. */
export async function recordIntent(db: Database, visitor: User, body: CreateFundingIntentBody): Promise<FundingIntent> {
  // In a transaction, so a keyed request's claim is marked committed with it (commit-marker.ts).
  const row = await db.transaction((tx) =>
    insertIntent(tx, {
      userId: visitor.id,
      kind: body.kind,
      category: body.input.category,
      amount: body.input.amount,
      input: { ...body.input },
      result: quoteFor(body),
    }),
  );
  return toIntent(row);
}

export async function listMyIntents(db: Database, visitorId: string, query: { limit: number; cursor?: string }) {
  const rows = await listIntentsOf(db, visitorId, query.limit, decodeCursor(query.cursor));
  const page = toPage(rows, query.limit);
  return {
    intents: page.items.map(toIntent),
    nextCursor: page.nextCursor,
  };
}

/** The spec's pool tables, each with the intents recorded against it. */
export async function getPools(db: Database) {
  const totals = await intentTotals(db);
  const recorded = (kind: FundingKind, category: string) => {
    const row = totals.find((entry) => entry.kind === kind && entry.category === category);
    return { intents: row?.intents ?? 0, amount: round(row?.amount ?? 0, 4) };
  };
  return {
    lending: FUNDING_CATEGORIES.map((category) => ({
      category,
      ...LENDING_POOLS[category],
      recorded: recorded('lend', category),
    })),
    borrowing: FUNDING_CATEGORIES.map((category) => ({
      category,
      ...BORROW_TERMS[category],
      recorded: recorded('borrow', category),
    })),
    liquidity: FUNDING_CATEGORIES.map((category) => ({
      category,
      ...LIQUIDITY_POOLS[category],
      recorded: recorded('provide', category),
    })),
  };
}
