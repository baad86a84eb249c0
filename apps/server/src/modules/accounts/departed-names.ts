import { DELETED_MEMBER_NAME } from '@app/shared/accounts/accounts.constants';
import { DEFAULT_VISITOR_NAME } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import {
  type Departing,
  listCopiedNames,
  replaceNameMentions,
  replaceNamesBesideIds,
} from './name-copies.repository.ts';

/**
 * A name is scrubbed from composed text only when it could say who someone is: not the name every
 * new visitor has, not "Deleted member", not a single character (it would match everywhere).
 */
function isIdentifying(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed !== DEFAULT_VISITOR_NAME && trimmed !== DELETED_MEMBER_NAME;
}

/**
 * Every copy the platform made of the departing member's names (issue 40 §4) becomes "Deleted
 * member", in the deletion's transaction: beside their ids first (contracts, reviews, deals,
 * tasks, referred jobs), then wherever the platform composed them into text (other members'
 * notifications, mail and push, stored answers, their analytics events). `currentNames` are the
 * display and profile names they have now; the ones copied earlier are found beside their ids.
 */
export async function forgetNamesOf(tx: Database, member: Departing, currentNames: string[]): Promise<void> {
  const copied = await listCopiedNames(tx, member);
  const names = [...new Set([...currentNames, ...copied])].filter(isIdentifying);
  // Longest first: "Ava Stone" goes whole before a shorter name could split it.
  names.sort((a, b) => b.length - a.length);
  await replaceNamesBesideIds(tx, member, names);
  await replaceNameMentions(tx, member, names);
}
