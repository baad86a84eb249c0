import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockUser, updateUserProfile } from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { renameCopiesBesideIds } from './name-copies.repository.ts';

/**
 * PATCH /api/account (and PUT /api/users/:id with a name): the member's display name, chosen
 * (issue 41 §1). In one transaction with the copies the platform made of the old name beside their
 * id, so a contract or a review never shows a name its author no longer goes by. The name is
 * already validated (DisplayNameSchema: trimmed, 1-60, no control characters, not "Deleted member").
 */
export async function setDisplayName(db: Database, visitor: User, name: string): Promise<User> {
  return inTransaction(db, async (tx) => {
    const current = await lockUser(tx, visitor.id);
    if (!current || current.deletedAt) throw notFound('No user with this id.');
    const row = await updateUserProfile(tx, visitor.id, { name, nameChosenAt: current.nameChosenAt ?? new Date() });
    if (!row) throw notFound('No user with this id.');
    if (current.name !== name) await renameCopiesBesideIds(tx, visitor.id, current.name, name);
    return toUser(row);
  });
}
