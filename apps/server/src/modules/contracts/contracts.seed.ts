import { randomUUID } from 'node:crypto';
import { reviewRevealAt } from '@app/shared/contracts/contract-rules';
import { REVIEW_REVEAL_DAYS } from '@app/shared/contracts/contracts.constants';
import type { Database } from '../../db/client.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { findDemoDeveloperIds } from '../developers/developers.service.ts';
import { type PastClientReview, recordPastClientReviews } from '../reviews/review-standing.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { refreshCompletedProjects } from './contract-completion.ts';
import {
  insertContracts,
  insertMilestones,
  type NewContractRow,
  type NewMilestoneRow,
} from './contracts.repository.ts';
import { type DemoPayment, insertDemoDeveloperAccounts, postDemoPayments } from './contracts.seed-payments.ts';

const DAY = 86_400_000;

/**
 * The demo developers' past work (issue 32 §4: "the three demo profiles' numbers come from demo
 * contracts and reviews in the seed, not from columns"). Each count of stars is chosen so the mean
 * rounds to the profile's FACTS.md rating: 255/52 = 4.90, 183/38 = 4.82, 212/45 = 4.71. Every
 * contract is paid in TOKENS through the ledger (bought, funded into escrow, released to the
 * developer), since only such contracts earn a rating and a project (issue 40 §3).
 */
const HISTORIES = [
  {
    developer: 'Lamont Evans',
    stars: { 5: 48, 4: 3, 3: 1 },
    titles: [
      'SaaS MVP from wireframes to launch',
      'Multi-tenant billing and subscriptions',
      'Migrate the monolith to AWS',
      'GraphQL API for the mobile app',
      'Admin dashboard with role-based access',
      'PostgreSQL performance audit',
      'Customer portal rebuild',
      'Event-driven order pipeline',
      'Architecture review and scaling plan',
      'Real-time collaboration features',
    ],
  },
  {
    developer: 'Julian Faulkner',
    stars: { 5: 32, 4: 5, 3: 1 },
    titles: [
      'Design system in Figma and React',
      'Checkout redesign',
      'Accessibility audit and fixes (WCAG 2.2 AA)',
      'Marketing site in Vue.js',
      'Onboarding flow redesign',
      'Dashboard UI refresh',
      'Component library documentation',
      'Mobile-first booking interface',
      'Landing page animations',
      'Usability testing and interface fixes',
    ],
  },
  {
    developer: 'Dantee Fluellen',
    stars: { 5: 33, 4: 11, 3: 1 },
    titles: [
      'Payment provider integration',
      'REST API for the partner program',
      'CRM sync service',
      'Data pipeline to the warehouse',
      'Kubernetes deployment and monitoring',
      'Python reporting service',
      'Webhook delivery with retries',
      'API rate limiting and keys',
      'Docker setup for local development',
      'AI document tagging service',
    ],
  },
] as const;

/** The clients who hired them: demo accounts, like the other seeds' members. */
const CLIENTS = [
  { name: 'Priya Raman', handle: 'priya_brightleaf', company: 'Brightleaf Health' },
  { name: 'Marcus Bell', handle: 'marcus_tidewater', company: 'Tidewater Logistics' },
  { name: 'Hannah Schultz', handle: 'hannah_fernway', company: 'Fernway Studio' },
  { name: 'Diego Alvarez', handle: 'diego_cobalt', company: 'Cobalt Ridge Analytics' },
  { name: 'Grace Whitfield', handle: 'grace_northpine', company: 'Northpine Learning' },
  { name: 'Kenji Watanabe', handle: 'kenji_harborline', company: 'Harborline Travel' },
  { name: 'Amara Nwosu', handle: 'amara_quillpay', company: 'Quillpay' },
  { name: 'Oliver Grant', handle: 'oliver_grantfoods', company: 'Grant & Sons Foods' },
];

/** Review texts by stars; `{name}` is the developer's first name. */
const REVIEW_TEXTS: Record<3 | 4 | 5, string[]> = {
  5: [
    '{name} understood what we needed after one call and delivered exactly that, ahead of schedule.',
    'Outstanding work. Clear updates every few days, clean code, and a handover document our team actually uses.',
    'We have worked with many freelancers; {name} is the one we will call first next time.',
    'Fast, careful and honest about trade-offs. The launch went without a single incident.',
    'Great communicator. {name} pushed back on a bad idea of ours and was right.',
    'The result exceeded what we asked for, and the budget held to the dollar.',
    'Thorough testing, thoughtful questions, and a finished product we are proud to show customers.',
    '{name} made a complicated project feel simple. Highly recommended.',
    'Delivered on time, documented everything and stayed available for questions after the handover.',
    'Top quality from start to finish. Our team learned a lot just from reading the pull requests.',
    'Reliable and proactive: problems were flagged early, with a proposed fix each time.',
    'Exactly the senior help we needed. We already have the next project lined up with {name}.',
  ],
  4: [
    'Solid work and good communication. A couple of small details needed a second pass, handled quickly.',
    'Good result overall; the timeline slipped by a few days, but {name} kept us informed throughout.',
    'Very capable. Documentation was a little thin at first, and {name} filled the gaps when asked.',
    'We got what we paid for and more. Would hire again for a well-scoped project.',
  ],
  3: ['The work was done and it works, but the scope needed more back-and-forth than we expected.'],
};

const MILESTONE_TITLES = ['Full delivery and handover', 'Build, test and deploy', 'Implementation and documentation'];

/** A deterministic pseudo-random sequence, so every fresh database tells the same story. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
const textFor = (rating: 3 | 4 | 5, turn: number) => REVIEW_TEXTS[rating][turn % REVIEW_TEXTS[rating].length] ?? '';

/** The stars in a shuffled order, so the newest reviews are not all alike. */
function shuffledStars(stars: Record<3 | 4 | 5, number>, random: () => number): (3 | 4 | 5)[] {
  const all = ([5, 4, 3] as const).flatMap((rating) => Array.from({ length: stars[rating] }, () => rating));
  for (let index = all.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [all[index], all[other]] = [all[other] as 3 | 4 | 5, all[index] as 3 | 4 | 5];
  }
  return all;
}

async function insertDemoClients(db: Database) {
  const clients = [];
  for (const client of CLIENTS) {
    const row = await insertUser(db, {
      name: client.name,
      handle: client.handle,
      avatarSeed: client.handle,
      bio: `Runs product at ${client.company}.`,
    });
    clients.push({ ...client, id: row.id });
  }
  return clients;
}

export const contractsSeeder: Seeder = {
  name: 'contracts/demo-history',
  async run(db) {
    const random = sequence(32);
    const profileIds = await findDemoDeveloperIds(
      db,
      HISTORIES.map((history) => history.developer),
    );
    if (profileIds.size === 0) return;
    const clients = await insertDemoClients(db);
    const developerIds = await insertDemoDeveloperAccounts(db, [...profileIds.keys()]);
    const now = Date.now();
    const contractRows: NewContractRow[] = [];
    const milestoneRows: NewMilestoneRow[] = [];
    const payments: DemoPayment[] = [];
    const reviews: PastClientReview[] = [];

    for (const history of HISTORIES) {
      const profileId = profileIds.get(history.developer);
      const developerId = developerIds.get(history.developer);
      if (!profileId || !developerId) continue;
      const firstName = history.developer.split(' ')[0] ?? history.developer;
      const stars = shuffledStars(history.stars, random);
      // Texts taken in turn, not at random: two neighbouring reviews never read the same.
      const used = { 3: 0, 4: 0, 5: 0 };
      // Spread over the last three years, the newest completed three weeks ago (reviews revealed).
      const spacing = (3 * 365) / stars.length;
      for (const [index, rating] of stars.entries()) {
        const client = pick(clients, random);
        const id = randomUUID();
        const title = `${pick(history.titles, random)} for ${client.company}`;
        const completedAt = new Date(now - (21 + index * spacing + random() * spacing * 0.5) * DAY);
        const acceptedAt = new Date(completedAt.getTime() - (14 + Math.floor(random() * 60)) * DAY);
        // Tokens: 150 to 1,000 a contract (the whole history stays well inside the supply).
        const amount = 150 + Math.round((random() * 850) / 10) * 10;
        contractRows.push({
          id,
          jobTitle: title,
          clientId: client.id,
          developerId,
          developerProfileId: profileId,
          clientName: client.name,
          developerName: history.developer,
          title,
          scope: `${title}: the scope agreed on the kickoff call, delivered as one milestone.`,
          currency: 'TOKENS',
          paymentRail: 'tokens',
          status: 'completed',
          acceptedAt,
          completedAt,
          createdAt: new Date(acceptedAt.getTime() - 2 * DAY),
          updatedAt: completedAt,
        });
        milestoneRows.push({
          contractId: id,
          position: 1,
          title: pick(MILESTONE_TITLES, random),
          amount,
          // A TOKENS milestone is settled once approved: the approval released the escrow.
          status: 'approved',
          fundedAt: new Date(acceptedAt.getTime() + DAY),
          submittedAt: new Date(completedAt.getTime() - 4 * DAY),
          approvedAt: completedAt,
          updatedAt: completedAt,
        });
        payments.push({ contractId: id, clientId: client.id, developerId, amount });
        // The draw that picked a recorded payment's method before issue 40: kept, so every demo
        // contract keeps its client, title and place in the story.
        random();
        reviews.push({
          contractId: id,
          contractTitle: title,
          developerProfileId: profileId,
          developerId,
          authorId: client.id,
          authorName: client.name,
          rating,
          text: textFor(rating, used[rating]++).replaceAll('{name}', firstName),
          createdAt: new Date(completedAt.getTime() + (1 + random() * 5) * DAY),
          // Only the client reviewed: it showed on the reveal date (double-blind, issue 32 §4).
          visibleAt: reviewRevealAt(completedAt, REVIEW_REVEAL_DAYS),
        });
      }
    }

    // One statement per table: the contracts (ids made here so the rows can point at them), their
    // milestones; then their money through the ledger; then the reviews, verified from it.
    await insertContracts(db, contractRows);
    await insertMilestones(db, milestoneRows);
    await postDemoPayments(db, payments, new Date(now - 3 * 365 * DAY));
    await recordPastClientReviews(db, reviews, new Date(now));
    for (const profileId of [...profileIds.values()].sort()) await refreshCompletedProjects(db, profileId);
  },
};
