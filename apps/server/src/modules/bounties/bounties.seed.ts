import type { CreateBountyBody } from '@app/shared/bounties/bounties.schemas';
import type { Seeder } from '../../db/seed/seeder.ts';
import { upsertWallet } from '../ledger/ledger.repository.ts';
import { availableOf, escrowOf, POOL, postOperation, stakedOf } from '../ledger/ledger.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { insertBounty, insertSubmission, updateBounty } from './bounties.repository.ts';

const DAY = 86_400_000;
const ISSUES = 'https://github.com/protohub/platform/issues';

type SeedBounty = Omit<CreateBountyBody, 'deadline' | 'estimatedTime' | 'githubIssue'> & {
  estimatedTime?: string;
  githubIssue?: string | null;
  deadlineInDays?: number;
};

/** The six bounties of the code contributions page (FACTS.md), then the four store bounties. */
const SEED_BOUNTIES: SeedBounty[] = [
  {
    title: 'Dark Mode Toggle',
    description:
      'Add a dark mode toggle to the navigation bar that remembers the choice and respects the system setting.',
    reward: 50,
    difficulty: 'Easy',
    category: 'Frontend',
    estimatedTime: '4-6 hours',
    estimatedHours: 5,
    requirements: [
      'Toggle in the navigation bar',
      'Choice kept across visits',
      'Follows prefers-color-scheme by default',
    ],
    skills: ['React', 'CSS', 'Tailwind CSS'],
    githubIssue: `${ISSUES}/12`,
  },
  {
    title: 'API Rate Limiting',
    description: 'Per-route rate limits with clear Retry-After answers, configurable per environment.',
    reward: 150,
    difficulty: 'Hard',
    category: 'Backend',
    estimatedTime: '2-3 days',
    estimatedHours: 20,
    requirements: ['Limits per IP and per visitor', 'Retry-After header', 'Tests for the limits'],
    skills: ['Node.js', 'Fastify', 'TypeScript'],
    githubIssue: `${ISSUES}/15`,
  },
  {
    title: 'Mobile Responsive Dashboard',
    description: 'Make the pipeline dashboard comfortable on a 390 px phone: stacked stages, readable charts.',
    reward: 100,
    difficulty: 'Medium',
    category: 'Mobile',
    estimatedTime: '1-2 days',
    estimatedHours: 12,
    requirements: ['No sideways scrolling at 390 px', 'Touch-friendly controls', 'Screenshots in the pull request'],
    skills: ['React', 'CSS', 'Responsive design'],
    githubIssue: `${ISSUES}/18`,
  },
  {
    title: 'AI Chat History',
    description: 'Let clients reopen their earlier AI Project Assistant conversations and continue them.',
    reward: 120,
    difficulty: 'Medium',
    category: 'AI',
    estimatedTime: '1-2 days',
    estimatedHours: 14,
    requirements: ['List of past conversations', 'Resume a conversation', 'Delete a conversation'],
    skills: ['React', 'TypeScript', 'PostgreSQL'],
    githubIssue: null,
  },
  {
    title: 'Automated Testing Suite',
    description: 'Run the browser journeys on every pull request and publish the report as an artifact.',
    reward: 80,
    difficulty: 'Medium',
    category: 'DevOps',
    estimatedTime: '1-2 days',
    estimatedHours: 10,
    requirements: ['CI job for Playwright', 'Report uploaded on failure', 'Runs under 15 minutes'],
    skills: ['GitHub Actions', 'Playwright', 'Docker'],
    githubIssue: `${ISSUES}/21`,
  },
  {
    title: 'Two-Factor Authentication',
    description: 'Optional TOTP two-factor sign-in for developer accounts, with recovery codes.',
    reward: 200,
    difficulty: 'Hard',
    category: 'Security',
    estimatedTime: '3-4 days',
    estimatedHours: 28,
    requirements: ['TOTP enrolment with QR code', 'Ten single-use recovery codes', 'Rate-limited verification'],
    skills: ['Node.js', 'Security', 'TypeScript'],
    githubIssue: `${ISSUES}/24`,
  },
  {
    title: 'Form Validation Library',
    description: 'A small shared form validation helper with accessible inline messages for every wizard.',
    reward: 150,
    difficulty: 'Medium',
    category: 'Frontend',
    estimatedHours: 12,
    requirements: ['Messages linked with aria-describedby', 'Works with the existing wizards', 'Unit tests'],
    skills: ['React', 'TypeScript', 'Zod'],
    deadlineInDays: 14,
  },
  {
    title: 'GraphQL API Gateway',
    description: 'A read-only GraphQL gateway over the public REST endpoints, with query cost limits.',
    reward: 300,
    difficulty: 'Hard',
    category: 'Backend',
    estimatedHours: 24,
    requirements: ['Schema for questions, prototypes and jobs', 'Query cost limit', 'Documentation'],
    skills: ['GraphQL', 'Node.js', 'TypeScript'],
    deadlineInDays: 21,
  },
  {
    title: 'Kubernetes Deployment Pipeline',
    description: 'Helm chart and a deployment pipeline with blue-green releases and automatic rollback.',
    reward: 500,
    difficulty: 'Expert',
    category: 'DevOps',
    estimatedHours: 40,
    requirements: ['Helm chart', 'Blue-green release', 'Rollback on failed health checks'],
    skills: ['Kubernetes', 'Docker', 'Helm'],
    deadlineInDays: 30,
  },
  {
    title: 'Design System Documentation',
    description: 'A documentation site for the UI kit: every component, its states and accessibility notes.',
    reward: 400,
    difficulty: 'Expert',
    category: 'Documentation',
    estimatedHours: 32,
    requirements: ['A page per component', 'Live examples', 'Accessibility notes'],
    skills: ['Documentation', 'React', 'Design systems'],
    deadlineInDays: 10,
  },
  {
    title: 'Markdown Editor Preview',
    description: 'Live preview next to the question editor, rendering the same safe Markdown subset.',
    reward: 75,
    difficulty: 'Easy',
    category: 'Frontend',
    estimatedTime: '1 day',
    estimatedHours: 6,
    requirements: ['Side-by-side preview', 'Same sanitising as the answer view'],
    skills: ['React', 'Markdown'],
    githubIssue: `${ISSUES}/9`,
  },
];

/**
 * The bounties, each funded from the pool into its escrow; the demo developer whose wallet is
 * the spec's (balance 1250, staked 500, total earned 3200); and a few submissions.
 */
export const bountiesSeeder: Seeder = {
  name: 'bounties/sample-bounties-and-demo-wallet',
  async run(db) {
    const now = Date.now();
    const ids = new Map<string, string>();
    for (const [index, { deadlineInDays, ...bounty }] of SEED_BOUNTIES.entries()) {
      const createdAt = new Date(now - (index + 1) * 3_600_000);
      const id = await insertBounty(db, {
        ...bounty,
        deadline: deadlineInDays ? new Date(now + deadlineInDays * DAY) : null,
        createdAt,
        updatedAt: createdAt,
      });
      ids.set(bounty.title, id);
      await postOperation(db, {
        idempotencyKey: `fund:${id}`,
        type: 'Fund',
        description: `Escrow for bounty: ${bounty.title}`,
        movements: [{ from: POOL, to: escrowOf(id), amount: bounty.reward }],
        at: createdAt,
      });
    }
    const bountyId = (title: string) => ids.get(title) as string;

    const demo = await insertUser(db, {
      name: 'Demo Developer',
      handle: 'demo_developer',
      avatarSeed: 'demo-developer',
      bio: 'The demo account whose wallet the token pages describe.',
    });
    const sofia = await insertUser(db, {
      name: 'Sofia Martinez',
      handle: 'sofia_builds',
      avatarSeed: 'sofia-builds',
      bio: 'Security-minded full-stack developer.',
    });
    await upsertWallet(db, demo.id, '0x8ba1f109551bd432803012645ac136ddd64dba72');

    // Earlier rewards, a purchase and a stake: 3200 earned, 1250 available, 500 staked.
    const history = [
      {
        days: 60,
        type: 'Reward',
        amount: 1500,
        description: 'Core contributor reward: payments module',
        direction: 'in',
      },
      {
        days: 45,
        type: 'Reward',
        amount: 1000,
        description: 'Core contributor reward: search indexing',
        direction: 'in',
      },
      { days: 30, type: 'Reward', amount: 625, description: 'Bug bash reward: 5 accepted fixes', direction: 'in' },
      {
        days: 20,
        type: 'Purchase',
        amount: 1450,
        description: 'Purchase: featured developer listing (3 months)',
        direction: 'out',
      },
    ] as const;
    for (const [index, entry] of history.entries()) {
      await postOperation(db, {
        idempotencyKey: `seed:demo:${index}`,
        type: entry.type,
        userId: demo.id,
        direction: entry.direction,
        description: entry.description,
        movements: [
          entry.direction === 'in'
            ? { from: POOL, to: availableOf(demo.id), amount: entry.amount }
            : { from: availableOf(demo.id), to: POOL, amount: entry.amount },
        ],
        at: new Date(now - entry.days * DAY),
      });
    }

    // An approved submission: the bounty is Completed and its escrow paid the demo developer.
    const markdown = bountyId('Markdown Editor Preview');
    const approvedAt = new Date(now - 10 * DAY);
    const approved = await insertSubmission(db, {
      bountyId: markdown,
      developerId: demo.id,
      submissionUrl: 'https://github.com/protohub/platform/pull/31',
      description: 'Side-by-side preview using the same sanitiser as the answer view.',
      status: 'Approved',
      reviewerNotes: 'Clean and well tested. Thank you!',
      submittedAt: new Date(now - 12 * DAY),
      reviewedAt: approvedAt,
    });
    await updateBounty(db, markdown, { status: 'Completed', claimedBy: demo.id, claimedAt: new Date(now - 13 * DAY) });
    await postOperation(db, {
      idempotencyKey: `reward:${approved}`,
      type: 'Reward',
      userId: demo.id,
      direction: 'in',
      description: 'Bounty reward: Markdown Editor Preview',
      movements: [{ from: escrowOf(markdown), to: availableOf(demo.id), amount: 75 }],
      at: approvedAt,
    });
    await postOperation(db, {
      idempotencyKey: 'seed:demo:stake',
      type: 'Stake',
      userId: demo.id,
      direction: 'out',
      description: 'Staked 500 tokens',
      movements: [{ from: availableOf(demo.id), to: stakedOf(demo.id), amount: 500 }],
      at: new Date(now - 5 * DAY),
    });

    // Work waiting for review, a rejected attempt, and a claim held by someone else.
    const mobile = bountyId('Mobile Responsive Dashboard');
    await insertSubmission(db, {
      bountyId: mobile,
      developerId: demo.id,
      submissionUrl: 'https://github.com/protohub/platform/pull/44',
      description: 'Stacked stage columns under 640 px and a scrollable chart legend.',
      submittedAt: new Date(now - 2 * DAY),
    });
    await updateBounty(db, mobile, { status: 'In Progress', claimedBy: demo.id, claimedAt: new Date(now - 3 * DAY) });
    await insertSubmission(db, {
      bountyId: bountyId('AI Chat History'),
      developerId: demo.id,
      submissionUrl: 'https://github.com/protohub/platform/pull/40',
      description: 'First pass at conversation history.',
      status: 'Rejected',
      reviewerNotes: 'Conversations are stored in the browser only; they need to live on the server.',
      submittedAt: new Date(now - 8 * DAY),
      reviewedAt: new Date(now - 7 * DAY),
    });
    await updateBounty(db, bountyId('Two-Factor Authentication'), {
      claimedBy: sofia.id,
      claimedAt: new Date(now - DAY),
    });
  },
};
