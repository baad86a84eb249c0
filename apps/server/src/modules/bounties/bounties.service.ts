import { BOUNTY_MESSAGES, MAX_OPEN_CLAIMS } from '@app/shared/bounties/bounties.constants';
import type {
  Bounty,
  CreateBountyBody,
  ListBountiesQuery,
  Submission,
  SubmitBountyBody,
} from '@app/shared/bounties/bounties.schemas';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { availableOf, escrowOf, POOL, postOperation } from '../ledger/ledger.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import {
  type BountyRow,
  countOpenClaims,
  findBounty,
  findSubmission,
  insertBounty,
  insertSubmission,
  listBountyRows,
  listSubmissionRows,
  lockBounty,
  lockClaimsOf,
  lockSubmission,
  type SubmissionRow,
  updateBounty,
  updateSubmission,
} from './bounties.repository.ts';

const NO_BOUNTY = 'No bounty with this id.';
const NO_SUBMISSION = 'No submission with this id.';

function toBounty(row: BountyRow, viewerId: string | null): Bounty {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    reward: row.reward,
    difficulty: row.difficulty,
    category: row.category,
    status: row.status,
    estimatedHours: row.estimatedHours,
    estimatedTime: row.estimatedTime,
    requirements: row.requirements,
    skills: row.skills,
    githubIssue: row.githubIssue,
    deadline: row.deadline?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    claim: row.claimedBy === null ? 'none' : row.claimedBy === viewerId ? 'mine' : 'other',
    submissionsCount: row.submissionsCount,
  };
}

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    bountyId: row.bountyId,
    bountyTitle: row.bountyTitle,
    reward: row.reward,
    developerId: row.developerId,
    submissionUrl: row.submissionUrl,
    description: row.description,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    status: row.status,
    reviewerNotes: row.reviewerNotes,
  };
}

export async function listBounties(db: Database, query: ListBountiesQuery, viewerId: string | null) {
  const rows = await listBountyRows(db, { ...query, q: query.q || undefined, cursor: decodeCursor(query.cursor) });
  const page = toPage(rows, query.limit);
  return {
    bounties: page.items.map((row) => toBounty(row, viewerId)),
    nextCursor: page.nextCursor,
  };
}

export async function getBounty(db: Database, id: string, viewerId: string | null): Promise<Bounty> {
  const row = await findBounty(db, id);
  if (!row) throw notFound(NO_BOUNTY);
  return toBounty(row, viewerId);
}

async function getSubmission(db: Database, id: string): Promise<Submission> {
  const row = await findSubmission(db, id);
  if (!row) throw notFound(NO_SUBMISSION);
  return toSubmission(row);
}

/** Admin: creates a bounty and funds it, moving the reward from the pool into its escrow. */
export async function createBounty(db: Database, body: CreateBountyBody): Promise<Bounty> {
  const id = await inTransaction(db, async (tx) => {
    const bountyId = await insertBounty(tx, {
      ...body,
      deadline: body.deadline ? new Date(body.deadline) : null,
    });
    await postOperation(tx, {
      idempotencyKey: `fund:${bountyId}`,
      type: 'Fund',
      description: `Escrow for bounty: ${body.title}`,
      movements: [{ from: POOL, to: escrowOf(bountyId), amount: body.reward }],
      insufficient: (_account, balance) => conflict(BOUNTY_MESSAGES.poolTooSmall(balance)),
    });
    return bountyId;
  });
  return getBounty(db, id, null);
}

/** A visitor claims an Open, unclaimed bounty; at most MAX_OPEN_CLAIMS unfinished claims each. */
export async function claimBounty(db: Database, visitor: User, id: string): Promise<Bounty> {
  await inTransaction(db, async (tx) => {
    await lockClaimsOf(tx, visitor.id);
    const bounty = await lockBounty(tx, id);
    if (!bounty) throw notFound(NO_BOUNTY);
    if (bounty.claimedBy === visitor.id) return;
    if (bounty.status !== 'Open') throw conflict(BOUNTY_MESSAGES.notClaimable);
    if (bounty.claimedBy) throw conflict(BOUNTY_MESSAGES.claimedByOther);
    if ((await countOpenClaims(tx, visitor.id)) >= MAX_OPEN_CLAIMS) throw conflict(BOUNTY_MESSAGES.tooManyClaims);
    await updateBounty(tx, id, { claimedBy: visitor.id, claimedAt: new Date() });
  });
  return getBounty(db, id, visitor.id);
}

/** Gives a claim back while the bounty is still Open (no submission waiting). */
export async function releaseClaim(db: Database, visitor: User, id: string): Promise<Bounty> {
  await inTransaction(db, async (tx) => {
    const bounty = await lockBounty(tx, id);
    if (!bounty) throw notFound(NO_BOUNTY);
    if (bounty.claimedBy !== visitor.id) throw conflict(BOUNTY_MESSAGES.notYourClaim);
    if (bounty.status !== 'Open') throw conflict('Your submission for this bounty is waiting for review.');
    await updateBounty(tx, id, { claimedBy: null, claimedAt: null });
  });
  return getBounty(db, id, visitor.id);
}

/** Admin: cancels an Open bounty and returns its escrow to the pool. */
export async function cancelBounty(db: Database, id: string): Promise<Bounty> {
  await inTransaction(db, async (tx) => {
    const bounty = await lockBounty(tx, id);
    if (!bounty) throw notFound(NO_BOUNTY);
    if (bounty.status !== 'Open') throw conflict(BOUNTY_MESSAGES.notCancellable);
    await updateBounty(tx, id, { status: 'Cancelled', claimedBy: null, claimedAt: null });
    await postOperation(tx, {
      idempotencyKey: `refund:${id}`,
      type: 'Refund',
      description: `Bounty cancelled: ${bounty.title}`,
      movements: [{ from: escrowOf(id), to: POOL, amount: bounty.reward }],
    });
  });
  return getBounty(db, id, null);
}

/**
 * Hands in work: only on an Open bounty that is unclaimed or claimed by the submitter (else 409).
 * The submission starts Pending, the bounty moves to In Progress and is held by the submitter.
 */
export async function submitWork(db: Database, visitor: User, id: string, body: SubmitBountyBody) {
  const submissionId = await inTransaction(db, async (tx) => {
    const bounty = await lockBounty(tx, id);
    if (!bounty) throw notFound(NO_BOUNTY);
    if (bounty.status !== 'Open' || (bounty.claimedBy && bounty.claimedBy !== visitor.id)) {
      throw conflict(BOUNTY_MESSAGES.notOpen);
    }
    const created = await insertSubmission(tx, { bountyId: id, developerId: visitor.id, ...body });
    await updateBounty(tx, id, {
      status: 'In Progress',
      claimedBy: visitor.id,
      claimedAt: bounty.claimedAt ?? new Date(),
    });
    return created;
  });
  return { submission: await getSubmission(db, submissionId), bounty: await getBounty(db, id, visitor.id) };
}

type Review = 'review' | 'approve' | 'reject';

/** The developer hears of a decision in the transaction that makes it (issue 20 §8). */
function notifyDecision(
  db: Database,
  submission: { id: string; developerId: string },
  bounty: { id: string; title: string; reward: number },
  isApproved: boolean,
  notes?: string,
) {
  const status = isApproved ? 'Approved' : 'Rejected';
  return notifyUsers(db, [
    {
      userId: submission.developerId,
      kind: isApproved ? 'bounty.approved' : 'bounty.rejected',
      title: `Your submission for "${bounty.title}" was ${isApproved ? 'approved' : 'not accepted'}`,
      body: isApproved ? `${bounty.reward.toLocaleString('en-US')} tokens were paid to your wallet.` : (notes ?? ''),
      link: ROUTE_PATHS.codeContributions,
      data: { bountyId: bounty.id, submissionId: submission.id, status },
    },
  ]);
}

/**
 * Admin review, one transaction with the submission locked first, then its bounty:
 * review (Pending -> Under Review), approve (-> Approved, bounty Completed, reward paid from escrow
 * exactly once) or reject (-> Rejected, bounty back to Open and unclaimed).
 */
export async function reviewSubmission(db: Database, id: string, action: Review, reviewerNotes?: string) {
  const bountyId = await inTransaction(db, async (tx) => {
    const submission = await lockSubmission(tx, id);
    if (!submission) throw notFound(NO_SUBMISSION);
    const allowed = action === 'review' ? ['Pending'] : ['Pending', 'Under Review'];
    if (!allowed.includes(submission.status)) throw conflict(BOUNTY_MESSAGES.alreadyReviewed);
    const bounty = await lockBounty(tx, submission.bountyId);
    if (!bounty) throw notFound(NO_BOUNTY);
    const now = new Date();
    if (action === 'review') {
      await updateSubmission(tx, id, { status: 'Under Review' });
      await updateBounty(tx, bounty.id, { status: 'Under Review' });
      return bounty.id;
    }
    if (action === 'reject') {
      await updateSubmission(tx, id, { status: 'Rejected', reviewerNotes: reviewerNotes ?? null, reviewedAt: now });
      await updateBounty(tx, bounty.id, { status: 'Open', claimedBy: null, claimedAt: null });
      await notifyDecision(tx, { id, developerId: submission.developerId }, bounty, false, reviewerNotes);
      return bounty.id;
    }
    await updateSubmission(tx, id, { status: 'Approved', reviewerNotes: reviewerNotes || null, reviewedAt: now });
    await updateBounty(tx, bounty.id, { status: 'Completed' });
    await postOperation(tx, {
      idempotencyKey: `reward:${id}`,
      type: 'Reward',
      userId: submission.developerId,
      direction: 'in',
      description: `Bounty reward: ${bounty.title}`,
      movements: [{ from: escrowOf(bounty.id), to: availableOf(submission.developerId), amount: bounty.reward }],
      insufficient: () => new AppError(409, 'conflict', 'This bounty has no funded escrow to pay from.'),
    });
    await notifyDecision(tx, { id, developerId: submission.developerId }, bounty, true);
    return bounty.id;
  });
  return { submission: await getSubmission(db, id), bounty: await getBounty(db, bountyId, null) };
}

export async function listSubmissions(
  db: Database,
  query: { status?: string; limit: number; cursor?: string },
  developerId?: string,
) {
  const rows = await listSubmissionRows(db, { ...query, developerId, cursor: decodeCursor(query.cursor) });
  const page = toPage(rows, query.limit);
  return {
    submissions: page.items.map(toSubmission),
    nextCursor: page.nextCursor,
  };
}
