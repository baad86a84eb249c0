import { contractOutcome } from '@app/shared/contracts/contract-rules';
import type { MilestoneStatus } from '@app/shared/contracts/contracts.constants';
import type { Database } from '../../db/client.ts';
import { lockDeveloperStanding, setDeveloperStanding } from '../developers/developers.service.ts';
import { tellParties } from './contract-notices.ts';
import {
  type ContractRow,
  countCompletedContracts,
  listMilestonesOf,
  updateContractFields,
} from './contracts.repository.ts';

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
  const outcome = contractOutcome(current, row.currency);
  if (outcome === 'active' || outcome === row.status) return row;
  if (outcome === 'cancelled') return updateContractFields(tx, row.id, { status: 'cancelled' });
  const completed = await updateContractFields(tx, row.id, { status: 'completed', completedAt: new Date() });
  if (row.developerProfileId) {
    // Locked before counting: two completions of one profile at once each see the other's.
    await lockDeveloperStanding(tx, row.developerProfileId);
    const completed = await countCompletedContracts(tx, row.developerProfileId);
    await setDeveloperStanding(tx, row.developerProfileId, {
      completedProjects: completed.total,
      completedCategories: completed.byCategory,
    });
  }
  await tellParties(tx, row, [{ kind: 'contract.completed', to: 'both' }]);
  return completed;
}
