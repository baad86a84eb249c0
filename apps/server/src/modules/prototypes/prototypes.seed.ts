import type { CreatePrototypeBody } from '@app/shared/prototypes/prototypes.schemas';
import { eq } from 'drizzle-orm';
import type { Seeder } from '../../db/seed/seeder.ts';
import { findUserById } from '../users/users.repository.ts';
import { toUser } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import { backdatePrototype } from './prototypes.repository.ts';
import { createPrototype, setPrototypeLike } from './prototypes.service.ts';

const HOUR = 3_600_000;

/** The four FACTS.md sample prototypes: [owner handle, prototype, age in hours, views, featured, likers]. */
const SAMPLES: Array<[string, CreatePrototypeBody, number, number, boolean, string[]]> = [
  [
    'priya_builds',
    {
      title: 'E-commerce Mobile App Prototype',
      description:
        'A clickable shopping app: product browsing, cart, and a two-step checkout. Built to test whether first-time buyers can finish checkout without help.',
      githubPagesUrl: 'https://priya-builds.github.io/shopfast-prototype/',
      githubRepoUrl: 'https://github.com/priya-builds/shopfast-prototype',
      category: 'ecommerce',
      tags: ['mobile', 'ecommerce', 'checkout'],
      technologies: ['React Native', 'Redux', 'Firebase'],
      status: 'live',
    },
    96,
    342,
    true,
    ['marcus_ships', 'emily_ux', 'sofia_makes'],
  ],
  [
    'marcus_ships',
    {
      title: 'SaaS Dashboard Prototype',
      description:
        'An analytics dashboard for a subscription business: MRR, churn and cohort charts with filters. Used in ten customer interviews to validate which metrics matter.',
      githubPagesUrl: 'https://saas-dashboard-demo.vercel.app/',
      githubRepoUrl: 'https://github.com/marcus-ships/saas-dashboard',
      category: 'dashboard',
      tags: ['saas', 'dashboard', 'analytics'],
      technologies: ['React', 'TypeScript', 'Chart.js'],
      status: 'live',
    },
    60,
    215,
    false,
    ['priya_builds', 'emily_ux'],
  ],
  [
    'emily_ux',
    {
      title: 'Real-time Chat Application',
      description:
        'Team chat with channels, typing indicators and read receipts. Still in development: message search and file sharing are next.',
      githubPagesUrl: 'https://realtime-chat-proto.netlify.app/',
      githubRepoUrl: null,
      category: 'chat',
      tags: ['chat', 'real-time'],
      technologies: ['Vue.js', 'Socket.io', 'Node.js'],
      status: 'development',
    },
    30,
    128,
    false,
    ['sofia_makes'],
  ],
  [
    'sofia_makes',
    {
      title: 'Task Management Tool',
      description:
        'Kanban boards with drag and drop, due dates and assignees. A no-frills prototype to test whether small teams prefer boards or lists.',
      githubPagesUrl: 'https://sofia-makes.github.io/taskboard/',
      githubRepoUrl: 'https://github.com/sofia-makes/taskboard',
      category: 'task-management',
      tags: ['productivity', 'kanban'],
      technologies: ['Angular', 'Firebase', 'Material UI'],
      status: 'live',
    },
    10,
    64,
    false,
    ['priya_builds', 'marcus_ships'],
  ],
];

export const prototypesSeeder: Seeder = {
  name: 'prototypes/sample-prototypes',
  async run(db) {
    const byHandle = async (handle: string) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle));
      const user = row ? await findUserById(db, row.id) : null;
      if (!user) throw new Error(`Seed member ${handle} is missing: run the community seeder first`);
      return toUser(user);
    };
    for (const [handle, body, hours, views, isFeatured, likers] of SAMPLES) {
      const prototype = await createPrototype(db, await byHandle(handle), body);
      for (const liker of likers) await setPrototypeLike(db, await byHandle(liker), prototype.id, 'like');
      await backdatePrototype(db, prototype.id, new Date(Date.now() - hours * HOUR), views, isFeatured);
    }
  },
};
