import { colourFor, initialsOf } from '../components/ui/user-avatar';
import { announceAccountBadge, getAccountBadge } from './account-badge';
import { removeItem, STORAGE_KEYS, writeJson } from './storage';
import { visitorTokenTag } from './visitor-token';

/**
 * Keeps the member's initials and colour for the account button (account-badge.ts), or forgets
 * them; `isSaved` when it is known (the account, a sign-in), else as it was for this visitor.
 */
export function setAccountBadge(user: { id: string; name: string; avatar: string } | null, isSaved?: boolean): void {
  const tokenTag = visitorTokenTag();
  if (user && tokenTag)
    writeJson(STORAGE_KEYS.accountBadge, {
      initials: initialsOf(user.name),
      colour: colourFor(user.avatar || user.id),
      tokenTag,
      isSaved: isSaved ?? getAccountBadge()?.isSaved ?? false,
    });
  else removeItem(STORAGE_KEYS.accountBadge);
  announceAccountBadge();
}
