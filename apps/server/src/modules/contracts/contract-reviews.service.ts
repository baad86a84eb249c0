import type { ContractRole } from '@app/shared/contracts/contract-rules';
import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import type { Review } from '@app/shared/contracts/contracts.schemas';
import type { CreateReviewBody } from '@app/shared/contracts/reviews.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { writeReview } from '../reviews/reviews.service.ts';
import { roleIn } from './contract-details.service.ts';
import { otherParty, tellParties } from './contract-notices.ts';
import { type ContractRow, lockContract } from './contracts.repository.ts';

/**
 * A party reviews the other once the contract is completed (issue 32 §4). The reviews module
 * keeps the review double-blind and the developer's rating; the other party is told one is in.
 */
export async function reviewContract(db: Database, visitor: User, id: string, body: CreateReviewBody): Promise<Review> {
  return inTransaction(db, async (tx) => {
    const locked = await lockContract(tx, id);
    const role = roleIn(locked, { userId: visitor.id, isAdmin: false }) as ContractRole;
    const row = locked as ContractRow;
    if (row.status !== 'completed' || !row.completedAt) throw conflict(CONTRACT_MESSAGES.notCompleted);
    const review = await writeReview(
      tx,
      {
        contractId: row.id,
        contractTitle: row.title,
        completedAt: row.completedAt,
        developerProfileId: row.developerProfileId,
        clientId: row.clientId,
        developerId: row.developerId,
      },
      { userId: visitor.id, name: role === 'client' ? row.clientName : row.developerName, role },
      body,
    );
    await tellParties(tx, row, [{ kind: 'review.received', to: otherParty(role), actor: role }]);
    return review;
  });
}
