import { contractOutcome } from '@app/shared/contracts/contract-rules';
import type { MilestoneStatus } from '@app/shared/contracts/contracts.constants';
import type { Database } from '../../db/client.ts';
import { lockDeveloperStanding, setDeveloperStanding } from '../developers/developers.service.ts';
import { verifiedContracts } from '../reviews/review-standing.service.ts';
import { tellParties } from './contract-notices.ts';
import {
  type ContractRow,
  listCompletedContractsOf,
  listMilestonesOf,
  updateContractFields,
} from './contracts.repository.ts';

/**
 * Recounts a profile's completed projects, by category: only the contracts whose money went
 * through the platform between two accounts count (issue 40 §3), so a completion cannot be made
 * up with a recorded payment. Locked first: two completions of one profile at once each see the other's.
 */
export async function refreshCompletedProjects(tx: Database, profileId: string): Promise<void> {
  await lockDeveloperStanding(tx, profileId);
  const completed = await listCompletedContractsOf(tx, profileId);
  const verified = await verifiedContracts(tx, completed);
  const byCategory: Record<string, number> = {};
  for (const { contractId, category } of completed) {
    if (verified.has(contractId) && category) byCategory[category] = (byCategory[category] ?? 0) + 1;
  }
  await setDeveloperStanding(tx, profileId, { completedProjects: verified.size, completedCategories: byCategory });
}

/**
 * After a milestone settles: a contract whose milestones are all settled is completed (or
 * cancelled when every one was cancelled), in the same transaction. Answers the contract as it is now. A completion earns the
 * developer's profile its completed project (issue 32 §4) and invites both parties to review.
 */
export async function settleContractIfDone(
  tx: Database,
  row: ContractRow,
  statuses?: readonly MilestoneStatus[],
): Promise<ContractRow> {
  const current = statuses ?? (await listMilestonesOf(tx, [row.id])).map((m) => m.status);
  const outcome = contractOutcome(current, row.paymentRail);
  if (outcome === 'active' || outcome === row.status) return row;
  if (outcome === 'cancelled') return updateContractFields(tx, row.id, { status: 'cancelled' });
  const completed = await updateContractFields(tx, row.id, { status: 'completed', completedAt: new Date() });
  if (row.developerProfileId) await refreshCompletedProjects(tx, row.developerProfileId);
  await tellParties(tx, row, [{ kind: 'contract.completed', to: 'both' }]);
  return completed;
}
