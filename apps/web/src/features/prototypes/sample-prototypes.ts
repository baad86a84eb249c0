import type { Author } from '@app/shared/community/community.schemas';
import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';

/**
 * SAMPLE DATA — shown only when the gallery cannot be loaded, always under the banner
 * 'Server temporarily unavailable - showing sample data' (part-1 §8, DESIGN.md §6). These are
 * the four sample prototypes of FACTS.md "Proto Hub". They are read-only: none of them exists on
 * the server, so they cannot be liked and their views are not counted.
 */

const SAMPLE_ID_PREFIX = '00000000-0000-4000-8000-0000000001';
const sampleId = (n: number) => `${SAMPLE_ID_PREFIX}${String(n).padStart(2, '0')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const author = (n: number, name: string, reputation: number): Author => ({
  id: sampleId(50 + n),
  name,
  avatar: name.toLowerCase().replace(/\W+/g, '-'),
  reputation,
  isAI: false,
});

type SampleFields = Omit<Prototype, 'id' | 'updatedAt' | 'liked' | 'isFeatured' | 'createdAt'> & {
  hours: number;
  isFeatured?: boolean;
};

function samplePrototype(n: number, { hours, isFeatured = false, ...fields }: SampleFields): Prototype {
  const createdAt = hoursAgo(hours);
  return { ...fields, id: sampleId(n), createdAt, updatedAt: createdAt, isFeatured, liked: false };
}

export const SAMPLE_PROTOTYPES: readonly Prototype[] = [
  samplePrototype(1, {
    title: 'E-commerce Mobile App Prototype',
    description:
      'A clickable shopping app: product browsing, cart, and a two-step checkout. Built to test whether first-time buyers can finish checkout without help.',
    githubPagesUrl: 'https://priya-builds.github.io/shopfast-prototype/',
    githubRepoUrl: 'https://github.com/priya-builds/shopfast-prototype',
    category: 'ecommerce',
    author: author(1, 'Priya Patel', 420),
    tags: ['mobile', 'ecommerce', 'checkout'],
    technologies: ['React Native', 'Redux', 'Firebase'],
    status: 'live',
    likes: 3,
    views: 342,
    hours: 96,
    isFeatured: true,
  }),
  samplePrototype(2, {
    title: 'SaaS Dashboard Prototype',
    description:
      'An analytics dashboard for a subscription business: MRR, churn and cohort charts with filters. Used in ten customer interviews to validate which metrics matter.',
    githubPagesUrl: 'https://saas-dashboard-demo.vercel.app/',
    githubRepoUrl: 'https://github.com/marcus-ships/saas-dashboard',
    category: 'dashboard',
    author: author(2, 'Marcus Johnson', 310),
    tags: ['saas', 'dashboard', 'analytics'],
    technologies: ['React', 'TypeScript', 'Chart.js'],
    status: 'live',
    likes: 2,
    views: 215,
    hours: 60,
  }),
  samplePrototype(3, {
    title: 'Real-time Chat Application',
    description:
      'Team chat with channels, typing indicators and read receipts. Still in development: message search and file sharing are next.',
    githubPagesUrl: 'https://realtime-chat-proto.netlify.app/',
    githubRepoUrl: null,
    category: 'chat',
    author: author(3, 'Emily Davis', 275),
    tags: ['chat', 'real-time'],
    technologies: ['Vue.js', 'Socket.io', 'Node.js'],
    status: 'development',
    likes: 1,
    views: 128,
    hours: 30,
  }),
  samplePrototype(4, {
    title: 'Task Management Tool',
    description:
      'Kanban boards with drag and drop, due dates and assignees. A no-frills prototype to test whether small teams prefer boards or lists.',
    githubPagesUrl: 'https://sofia-makes.github.io/taskboard/',
    githubRepoUrl: 'https://github.com/sofia-makes/taskboard',
    category: 'task-management',
    author: author(4, 'Sofia Martinez', 150),
    tags: ['productivity', 'kanban'],
    technologies: ['Angular', 'Firebase', 'Material UI'],
    status: 'live',
    likes: 2,
    views: 64,
    hours: 10,
  }),
];

export function isSamplePrototype(prototype: Prototype): boolean {
  return prototype.id.startsWith(SAMPLE_ID_PREFIX);
}
