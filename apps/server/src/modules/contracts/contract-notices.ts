import { contractPath } from '@app/shared/navigation/marketplace-paths';
import type { NotificationKind } from '@app/shared/notifications/notifications.constants';
import type { Database } from '../../db/client.ts';
import { type NewNotification, notifyUsers, previewOf } from '../notifications/notifications.service.ts';
import type { ContractRow, MilestoneRow } from './contracts.repository.ts';

type Party = 'client' | 'developer';

const userOf = (row: ContractRow, party: Party) => (party === 'client' ? row.clientId : row.developerId);
const nameOf = (row: ContractRow, party: Party) => (party === 'client' ? row.clientName : row.developerName);
export const otherParty = (party: Party): Party => (party === 'client' ? 'developer' : 'client');

/** What the other party is told of each move (issue 32 §7); `{actor}` is the mover's name. */
const TITLES: Record<
  Extract<NotificationKind, `contract.${string}` | `milestone.${string}` | 'review.received'>,
  string
> = {
  'contract.proposed': '{actor} proposed a contract: {contract}',
  'contract.updated': '{actor} changed the proposed contract {contract}',
  'contract.accepted': '{actor} accepted your contract {contract}',
  'contract.declined': '{actor} declined your contract {contract}',
  'contract.withdrawn': '{actor} withdrew the proposed contract {contract}',
  'contract.cancelled': '{actor} cancelled the contract {contract}',
  'contract.completed': 'The contract {contract} is completed: leave a review',
  'milestone.funded': '{actor} funded "{milestone}"',
  'milestone.submitted': '{actor} delivered "{milestone}"',
  'milestone.changes_requested': '{actor} asked for changes to "{milestone}"',
  'milestone.approved': '{actor} approved "{milestone}"',
  'milestone.payment_recorded': '{actor} recorded a payment for "{milestone}"',
  'milestone.paid': '{actor} confirmed receiving the payment for "{milestone}"',
  'milestone.disputed': '{actor} opened a dispute on "{milestone}"',
  'milestone.resolved': 'The dispute on "{milestone}" was resolved',
  'milestone.cancelled': '{actor} cancelled "{milestone}"',
  'milestone.reminder': '"{milestone}" has waited {days} days for your review',
  'milestone.cancel_requested': '{actor} asks you to agree to cancel "{milestone}"',
  'milestone.cancel_accepted': '{actor} agreed to cancel "{milestone}"',
  'milestone.cancel_declined': '{actor} declined to cancel "{milestone}"',
  'milestone.transfer_received': 'The platform received the payment for "{milestone}" and holds it in escrow',
  'review.received': '{actor} reviewed the contract {contract}',
};

export type ContractNoticeKind = keyof typeof TITLES;

export interface ContractNotice {
  kind: ContractNoticeKind;
  /** Who is told: one party, or both (the admin's resolution, completion). */
  to: Party | 'both';
  /** Who moved, for the title's `{actor}`. */
  actor?: Party;
  milestone?: Pick<MilestoneRow, 'id' | 'title'>;
  body?: string | null;
  days?: number;
}

function noticeFor(row: ContractRow, notice: ContractNotice, party: Party): NewNotification | null {
  const userId = userOf(row, party);
  if (!userId) return null;
  const title = TITLES[notice.kind]
    .replace('{actor}', notice.actor ? nameOf(row, notice.actor) : 'The admin')
    .replace('{contract}', row.title)
    .replace('{milestone}', notice.milestone?.title ?? '')
    .replace('{days}', String(notice.days ?? ''));
  return {
    userId,
    kind: notice.kind,
    title,
    body: notice.body ? previewOf(notice.body) : '',
    link: contractPath(row.id),
    data: { contractId: row.id, ...(notice.milestone ? { milestoneId: notice.milestone.id } : {}) },
  };
}

/** Stores the notices in the caller's transaction: they go live when it commits (decision 004). */
export async function tellParties(db: Database, row: ContractRow, notices: ContractNotice[]): Promise<void> {
  const items = notices.flatMap((notice) => {
    const parties: Party[] = notice.to === 'both' ? ['client', 'developer'] : [notice.to];
    return parties.map((party) => noticeFor(row, notice, party)).filter((item) => item !== null);
  });
  if (items.length > 0) await notifyUsers(db, items);
}
