import type { RoutePath } from './routes.ts';

export interface HomeCard {
  icon: string;
  title: string;
  path: RoutePath;
  description: string;
  button: string;
  badge?: string;
}

/** The 15 home cards, in order (FACTS.md "Home page"). Descriptions are ours. */
export const HOME_CARDS: readonly HomeCard[] = [
  {
    icon: '🤖',
    title: 'AI Project Assistant',
    path: '/chat',
    description: 'Answer ten questions and get a complete job post ready to publish.',
    button: 'Start Assistant →',
  },
  {
    icon: '👨‍💻',
    title: 'AI Developer Assistant',
    path: '/developer-chat',
    description: 'Build your developer profile or a tailored job application in a short chat.',
    button: 'Get Support →',
  },
  {
    icon: '🤖👥',
    title: 'AI Community Member Control Center',
    path: '/ai-community-member',
    description: 'Test the endpoints and watch the AI member answer unanswered questions.',
    button: 'Test Endpoints →',
  },
  {
    icon: '🚀',
    title: 'Proto Hub',
    path: '/proto-hub',
    description: 'Ask questions, share answers and show off prototypes with the community.',
    button: 'Explore Hub →',
  },
  {
    icon: '💼',
    title: 'Project Listings',
    path: '/jobs',
    description: 'Browse open projects coming straight from the sales pipeline.',
    button: 'Browse Projects →',
  },
  {
    icon: '👥',
    title: 'Developer Directory',
    path: '/developers',
    description: 'Find vetted developers by skills, rate and availability.',
    button: 'Find Developers →',
  },
  {
    icon: '📋',
    title: 'Task Manager',
    path: '/task-manager',
    description: 'Track tasks across developers: overdue, assigned to you, in progress.',
    button: 'Manage Tasks →',
  },
  {
    icon: '📊',
    title: 'Platform Pitch Deck',
    path: '/pitch-deck',
    description: 'Ten slides on the problem, the product, the market and the plan.',
    button: 'View Pitch Deck →',
  },
  {
    icon: '🚀📊',
    title: 'Prototype + Pitch Deck Service',
    path: '/landing-page',
    description: 'A working prototype and an investor-ready deck for your idea.',
    button: 'Join Waitlist →',
    badge: 'Limited to 10 projects per month',
  },
  {
    icon: '💰',
    title: 'Tech Project Funding Platform',
    path: '/defi-platform',
    description: 'Fund tech projects, apply for funding or provide liquidity.',
    button: 'Get Funding →',
  },
  {
    icon: '🎮',
    title: 'Developer Gamification',
    path: '/gamification',
    description: 'Earn points, unlock achievements and climb the leaderboard.',
    button: 'Start Playing →',
  },
  {
    icon: '📊',
    title: 'Pipeline Control Center',
    path: '/pipeline-dashboard',
    description: 'See every opportunity by stage, with insights on what to do next.',
    button: 'Open Dashboard →',
  },
  {
    icon: '💬',
    title: 'User Testing Feedback Platform',
    path: '/user-feedback',
    description: 'Tell us what works and what does not; see what others said.',
    button: 'Give Feedback →',
  },
  {
    icon: '💰🔧',
    title: 'Code Contribution Bounties',
    path: '/code-contributions',
    description: 'Pick an open bounty, ship the code and earn platform tokens.',
    button: 'Start Contributing →',
  },
  {
    icon: '🎓',
    title: 'AI Coding Education Course',
    path: '/coding-education',
    description: 'An 8-week one-on-one full-stack program, from first page to live app.',
    button: 'Join Waitlist →',
  },
];
