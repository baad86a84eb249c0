import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../lib/transactions.ts';
import { contracts } from '../modules/contracts/contracts.tables.ts';
import { availableOf, contractEscrowOf, MINT, postOperation } from '../modules/ledger/ledger.service.ts';
import { type ReviewAuthor, type ReviewedContract, writeReview } from '../modules/reviews/reviews.service.ts';
import { createNamedVisitor, type Visitor } from './conversation-factories.ts';

export const DAY_MS = 86_400_000;
let counter = 0;

/** A developer with a saved profile: the visitor and the profile's id. */
export async function developerWithProfile(app: FastifyInstance, name = 'Dana Developer') {
  const visitor = await createNamedVisitor(app, name);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/developers/me',
    headers: visitor.headers,
    payload: { name, title: 'Developer' },
  });
  if (response.statusCode !== 200) throw new Error(`Saving a profile failed: ${response.body}`);
  return { visitor, profileId: response.json().developer.id as string };
}

export interface CompletedContract {
  contract: ReviewedContract;
  client: ReviewAuthor;
  developer: ReviewAuthor;
}

/**
 * A completed contract between a new client and `developer`, written straight to the table: the
 * reviews only need a completed contract, however it got there. Its 10 tokens went through the
 * ledger (minted to the client, funded into escrow, released), so its reviews count (issue 40 §3);
 * `paid: false` leaves the escrow untouched, like a contract paid outside the platform.
 */
export async function buildCompletedContract(
  app: FastifyInstance,
  db: Database,
  developer: { visitor: Visitor; profileId: string },
  options: { completedAt?: Date; title?: string; paid?: boolean } = {},
): Promise<CompletedContract> {
  counter++;
  const client = await createNamedVisitor(app, `Client ${counter}`);
  const completedAt = options.completedAt ?? new Date();
  const title = options.title ?? `Contract ${counter}`;
  const [row] = await db
    .insert(contracts)
    .values({
      clientId: client.user.id,
      developerId: developer.visitor.user.id,
      developerProfileId: developer.profileId,
      clientName: client.user.name,
      developerName: developer.visitor.user.name,
      title,
      scope: 'Build the thing we agreed on.',
      currency: options.paid === false ? 'USD' : 'TOKENS',
      status: 'completed',
      acceptedAt: new Date(completedAt.getTime() - 30 * DAY_MS),
      completedAt,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('Inserting a contract returned no row');
  if (options.paid !== false) {
    const [clientId, developerId, escrow] = [client.user.id, developer.visitor.user.id, contractEscrowOf(row.id)];
    for (const [step, from, to] of [
      ['buy', MINT, availableOf(clientId)],
      ['fund', availableOf(clientId), escrow],
      ['release', escrow, availableOf(developerId)],
    ] as const) {
      await postOperation(db, {
        idempotencyKey: `test:${step}:${row.id}`,
        type: 'Transfer',
        description: `${step} ${title}`,
        movements: [{ from, to, amount: 10 }],
      });
    }
  }
  return {
    contract: {
      contractId: row.id,
      contractTitle: title,
      completedAt,
      developerProfileId: developer.profileId,
      clientId: client.user.id,
      developerId: developer.visitor.user.id,
    },
    client: { userId: client.user.id, name: client.user.name, role: 'client' },
    developer: { userId: developer.visitor.user.id, name: developer.visitor.user.name, role: 'developer' },
  };
}

const TEXT = 'Clear communication, delivered on time and the code was easy to follow.';

/** Writes a review in its own transaction, as the contracts module does. */
export function review(
  db: Database,
  deal: CompletedContract,
  side: 'client' | 'developer',
  rating: number,
  options: { text?: string; now?: Date } = {},
) {
  return inTransaction(db, (tx) =>
    writeReview(tx, deal.contract, deal[side], { rating, text: options.text ?? TEXT }, options.now),
  );
}
