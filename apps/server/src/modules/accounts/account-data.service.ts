import type { ContractToSettle } from '@app/shared/accounts/account-deletion.schemas';
import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { AccountExport, DeleteAccountBody } from '@app/shared/accounts/accounts.schemas';
import { formatMoneyAmount } from '@app/shared/money/money';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { detachEventsFromUser } from '../analytics/analytics.service.ts';
import { forgetBlocksOf } from '../blocks/blocks.service.ts';
import { listContractsToSettle } from '../contracts/contract-settlement.service.ts';
import { forgetDeliveryDataOf } from '../delivery/notification-settings.service.ts';
import { findDeveloperOfUser, removeProfileOfDepartingMember } from '../developers/developers.service.ts';
import { owedBalancesOf } from '../ledger/ledger.service.ts';
import { disconnectWallet, forfeitWalletToPool, getWallet } from '../ledger/wallet.service.ts';
import { removeMemberProfileOf } from '../members/members.service.ts';
import { deleteNotificationsOf } from '../notifications/notifications.service.ts';
import { endAllSessions } from '../users/sessions.service.ts';
import { anonymizeDeletedUser, lockUserForUpdate } from '../users/users.service.ts';
import { isLeftOutOfExport } from './account-data.policy.ts';
import { deleteChallengesOfUser } from './challenges.repository.ts';
import { forgetNamesOf } from './departed-names.ts';
import {
  listUserReferences,
  selectLedgerPostingsOf,
  selectRowsReferencing,
  selectUserRow,
} from './owned-rows.repository.ts';
import { deletePasskeysOfUser } from './passkeys.repository.ts';
import { deletePayoutDetailsOf } from './payout-details.service.ts';
import { deleteRecoveryCodesOfUser } from './recovery-codes.repository.ts';

/**
 * Never in an export: what stands in for a secret (a token or recovery code hash) and a passkey's
 * public key (not secret, but of no use to anyone outside this server), plus search helpers.
 */
const LEFT_OUT_COLUMNS = new Set([
  'token_hash',
  'code_hash',
  'public_key',
  'search',
  'skills_lower',
  'languages_lower',
]);

function withoutLeftOutColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !LEFT_OUT_COLUMNS.has(column)));
}

/**
 * GET /api/account/export: every row that points at the visitor's user row (found through the
 * catalogue's foreign keys), plus the postings of their ledger accounts, read in one transaction.
 */
export async function exportAccountData(db: Database, visitor: User, now = new Date()): Promise<AccountExport> {
  return inTransaction(db, async (tx) => {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const reference of await listUserReferences(tx)) {
      // Machinery, not the person's data: replayable responses and half-finished ceremonies.
      if (isLeftOutOfExport(reference.table, reference.column)) continue;
      const rows = await selectRowsReferencing(tx, reference, visitor.id);
      const existing = tables[reference.table] ?? [];
      // A table can name the user twice (a task they created and completed): each row once.
      const seen = new Set(existing.map((row) => JSON.stringify(row)));
      for (const row of rows.map(withoutLeftOutColumns)) {
        if (!seen.has(JSON.stringify(row))) existing.push(row);
      }
      tables[reference.table] = existing;
    }
    tables.ledger_postings = await selectLedgerPostingsOf(tx, visitor.id);
    const user = (await selectUserRow(tx, visitor.id)) ?? {};
    return { generatedAt: now.toISOString(), user: withoutLeftOutColumns(user), tables };
  });
}

/**
 * POST /api/account/delete: the content stays, attributed to "Deleted member"; sessions, passkeys,
 * recovery codes, the email address, notification settings, push devices and outbox rows, the
 * notifications (they quote other people's messages) with their unread count, the developer
 * profile and the payout address go; analytics events stay without the user (issue 35; every
 * column that points at the user is decided in account-data.policy.ts). From then on messages,
 * invitations, decisions and contracts aimed at the member answer 409 and no notification reaches
 * them (users.service.ts hasLeftPlatform, notifications.repository.ts). Tokens left in the wallet are
 * refused with a sentence that says how to settle them, or forfeited to the bounty pool when the
 * visitor confirmed it. All of it in one transaction: nothing half-deleted.
 *
 * Issue 40 §4: nothing happens while a contract of the member still holds money (the answer lists
 * those contracts, for a 409), and every copy the platform made of the member's name becomes
 * "Deleted member" (departed-names.ts).
 */
export async function deleteAccount(
  db: Database,
  visitor: User,
  body: DeleteAccountBody,
): Promise<{ contractsToSettle: ContractToSettle[] }> {
  return inTransaction(db, async (tx) => {
    // Contracts before the user row: the order every contract move takes its locks in.
    const contractsToSettle = await listContractsToSettle(tx, visitor.id);
    if (contractsToSettle.length > 0) return { contractsToSettle };
    await lockUserForUpdate(tx, visitor.id);
    const owed = await owedBalancesOf(tx, visitor.id);
    if (owed.length > 0) throw conflict(ACCOUNT_MESSAGES.moneyOwed(owed.map(formatMoneyAmount).join(' and ')));
    const wallet = await getWallet(tx, visitor.id);
    if (wallet.balance + wallet.staked > 0) {
      if (!body.forfeitTokens) throw conflict(ACCOUNT_MESSAGES.walletNotEmpty);
      await forfeitWalletToPool(tx, visitor.id);
    }
    const profile = await findDeveloperOfUser(tx, visitor.id);
    await forgetNamesOf(tx, { userId: visitor.id, profileId: profile?.id ?? null }, [
      visitor.name,
      ...(profile ? [profile.name] : []),
    ]);
    await removeProfileOfDepartingMember(tx, visitor.id);
    await removeMemberProfileOf(tx, visitor.id);
    if (wallet.isConnected) await disconnectWallet(tx, visitor);
    await deletePayoutDetailsOf(tx, visitor.id);
    await deletePasskeysOfUser(tx, visitor.id);
    await deleteRecoveryCodesOfUser(tx, visitor.id);
    await deleteChallengesOfUser(tx, visitor.id);
    await forgetDeliveryDataOf(tx, visitor.id);
    await forgetBlocksOf(tx, visitor.id);
    await deleteNotificationsOf(tx, visitor.id);
    await detachEventsFromUser(tx, visitor.id);
    await endAllSessions(tx, visitor.id);
    await anonymizeDeletedUser(tx, visitor.id);
    return { contractsToSettle: [] };
  });
}
