import { UpdateAccountResponseSchema, type User } from '@app/shared/users/users.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { setAccountBadge } from './account-badge-store';
import { sendOrQueue } from './outbox';
import { setViewer } from './viewer-id';

/** A name chosen while the server could not be reached: it waits in the outbox, ahead of what it named. */
let queuedName: string | null = null;

/** Whether this visitor chose a name: the server says so, or it waits in the outbox. */
export function hasChosenName(viewer: User | null): boolean {
  return viewer?.hasDisplayName === true || queuedName !== null;
}

/**
 * PATCH /api/account: the name others see (issue 41 §1). A visitor without a token yet becomes one
 * here, as with any first write. Everything that shows the viewer reads the new name at once: the
 * viewer query, the account button's initials and the account (its query keys start with
 * 'account', features/accounts/api/account-keys.ts). Offline, the name waits in the outbox like
 * the write it comes before, and is sent first (the outbox keeps its order); a refusal is thrown.
 */
export async function saveDisplayName(
  queryClient: QueryClient,
  displayName: string,
): Promise<{ status: 'sent'; user: User } | { status: 'pending' }> {
  const result = await sendOrQueue({
    method: 'PATCH',
    path: '/account',
    body: { displayName },
    label: `Your name: ${displayName}`,
    schema: UpdateAccountResponseSchema,
  });
  if (result.status === 'pending') {
    queuedName = displayName;
    return { status: 'pending' };
  }
  queuedName = null;
  const { user } = result.data;
  setViewer(queryClient, user);
  setAccountBadge(user);
  await queryClient.invalidateQueries({ queryKey: ['account'] });
  return { status: 'sent', user };
}
