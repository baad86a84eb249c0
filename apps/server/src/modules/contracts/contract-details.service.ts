import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import type { Contract, ListContractsQuery } from '@app/shared/contracts/contracts.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { owedHistoryOf } from '../ledger/ledger.service.ts';
import { contractsReviewedBy, readContractReviews } from '../reviews/reviews.service.ts';
import { toContract, toContractSummary, type ViewerRole } from './contract-view.ts';
import {
  type ContractRow,
  findContract,
  listContractRows,
  listDeliveriesOf,
  listDisputesOfContract,
  listMilestonesOf,
  type MilestoneRow,
} from './contracts.repository.ts';
import { listInstructionsOf } from './payment-instructions.repository.ts';

const NO_REVIEWS = { mine: null, theirs: null, theirsWritten: false, revealAt: null };

export interface ContractViewer {
  userId: string | null;
  isAdmin: boolean;
}

/**
 * The viewer's part in a contract. Anyone but its two parties and the admin gets the same 404 as
 * for an unknown id: a contract's existence does not leak (DESIGN.md §7).
 */
export function roleIn(row: ContractRow | null, viewer: ContractViewer): ViewerRole {
  if (row && viewer.userId && row.clientId === viewer.userId) return 'client';
  if (row && viewer.userId && row.developerId === viewer.userId) return 'developer';
  if (row && viewer.isAdmin) return 'admin';
  throw notFound(CONTRACT_MESSAGES.notFound);
}

/** The whole contract as `viewerRole` sees it: at most five reads, none per milestone. */
export async function readContractAs(
  db: Database,
  row: ContractRow,
  viewerRole: ViewerRole,
  /** The milestones as the caller just wrote them, when it has them. */
  known?: MilestoneRow[],
): Promise<Contract> {
  const milestones = known ?? (await listMilestonesOf(db, [row.id]));
  const ids = milestones.map((m) => m.id);
  const [deliveries, disputes, reviews, instructions] = [
    await listDeliveriesOf(db, ids),
    await listDisputesOfContract(db, row.id),
    // Reviews exist only once a contract is completed: no read before.
    row.status === 'completed' ? await readContractReviews(db, row.id, viewerRole) : NO_REVIEWS,
    // Transfers are asked for only on escrow by the platform, and shown only to who pays.
    row.paymentRail === 'bank_transfer' && viewerRole !== 'developer' ? await listInstructionsOf(db, ids) : [],
  ];
  // Where each milestone's money is: from what the platform owed the viewer (the developer, for the admin).
  const owedTo = viewerRole === 'client' ? row.clientId : row.developerId;
  const owed =
    row.paymentRail === 'bank_transfer' && owedTo && milestones.some((m) => m.fundedAt)
      ? new Map((await owedHistoryOf(db, owedTo)).map((line) => [line.idempotencyKey, line]))
      : new Map();
  const canReview = row.status === 'completed' && viewerRole !== 'admin' && reviews.mine === null;
  return toContract(row, {
    milestones,
    deliveries,
    disputes,
    instructions,
    owed,
    viewerRole,
    reviews: { ...reviews, canReview },
  });
}

export async function getContract(db: Database, viewer: ContractViewer, id: string): Promise<Contract> {
  const row = await findContract(db, id);
  return readContractAs(db, row as ContractRow, roleIn(row, viewer));
}

/** The visitor's contracts, newest first, with their milestones' counts (two reads a page). */
export async function listContracts(db: Database, userId: string, query: ListContractsQuery) {
  const rows = await listContractRows(db, userId, {
    role: query.role,
    status: query.status,
    applicationId: query.applicationId,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query.limit);
  const ids = page.items.map((row) => row.id);
  const milestones = await listMilestonesOf(db, ids);
  const reviewed = await contractsReviewedBy(db, userId, ids);
  return {
    contracts: page.items.map((row) =>
      toContractSummary(
        row,
        milestones.filter((m) => m.contractId === row.id),
        row.clientId === userId ? 'client' : 'developer',
        reviewed.has(row.id),
      ),
    ),
    nextCursor: page.nextCursor,
  };
}
