import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { QueryKey } from '@tanstack/react-query';
import { applicationsKeys } from '../features/applications/api/applications-keys';
import { bountyKeys } from '../features/bounties/api/bounties-keys';
import { communityKeys } from '../features/community/api/community-keys';
import { contractsKeys } from '../features/contracts/api/contracts-keys';
import { matchingKeys } from '../features/matching/api/matching-keys';
import { messagesKeys } from '../features/messages/api/messages-keys';
import { memberMoneyKeys } from '../features/payments/api/member-money-keys';
import { walletKeys } from '../features/wallet/api/wallet-keys';

/** The thread a new message is in: an application's, or a direct conversation's (issue 41 §5). */
function messageThreadKey(data: Notification['data']): QueryKey {
  const threadId = data.applicationId ?? data.conversationId;
  return threadId ? messagesKeys.thread(threadId) : messagesKeys.all;
}

/**
 * What a notification makes stale on screen (issue 20 §9): the event only says "look again"; the
 * stored rows are the truth, so the pages refetch what they show. `data` carries the ids.
 */
export function queryKeysFor({ kind, data }: Pick<Notification, 'kind' | 'data'>): QueryKey[] {
  switch (kind) {
    case 'message.new':
      return [
        messageThreadKey(data),
        messagesKeys.unread(),
        // The inbox (issue 34 §1): the conversation moves to the top with its new last line.
        messagesKeys.conversations(),
        applicationsKeys.all,
      ];
    // Issue 33: whoever applied leaves the job's suggested developers.
    case 'application.new':
      return [applicationsKeys.all, applicationsKeys.myJobsAll, matchingKeys.all];
    case 'application.status':
      return [applicationsKeys.all, applicationsKeys.myJobsAll];
    case 'invitation.new':
      return [applicationsKeys.invitations()];
    case 'answer.new':
    case 'answer.accepted':
      return data.questionId
        ? [communityKeys.answers(data.questionId), communityKeys.detail(data.questionId), communityKeys.lists()]
        : [communityKeys.all];
    case 'bounty.approved':
    case 'bounty.rejected':
      return [bountyKeys.submissions(), bountyKeys.lists(), walletKeys.all];
    // Issue 32: the other party's open contract page and lists follow without a reload.
    case 'contract.proposed':
    case 'contract.updated':
    case 'contract.accepted':
    case 'contract.declined':
    case 'contract.withdrawn':
    case 'contract.completed':
    case 'milestone.submitted':
    case 'milestone.changes_requested':
    case 'milestone.payment_recorded':
    case 'milestone.paid':
    case 'milestone.disputed':
    case 'milestone.reminder':
    case 'milestone.cancel_requested':
    case 'milestone.cancel_declined':
    case 'review.received':
      return contractKeys(data.contractId);
    // These move money in or out of escrow: the wallet, Earnings and Billing follow too.
    case 'contract.cancelled':
    case 'milestone.funded':
    case 'milestone.transfer_received':
    case 'milestone.approved':
    case 'milestone.resolved':
    case 'milestone.cancelled':
    case 'milestone.cancel_accepted':
      return [...contractKeys(data.contractId), walletKeys.all, memberMoneyKeys.all];
    // Issue 42: what the platform owes the member changed.
    case 'payout.sent':
    case 'payout.returned':
      return [memberMoneyKeys.all];
  }
}

/** One contract (or, without its id, every one) and the contract lists. */
function contractKeys(contractId: string | undefined): QueryKey[] {
  return contractId ? [contractsKeys.detail(contractId), contractsKeys.lists()] : [contractsKeys.all];
}
