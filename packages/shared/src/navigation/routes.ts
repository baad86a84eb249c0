/** Every route of the product (part-1 §2, part-2 §2). There are no route parameters. */
export const ROUTE_PATHS = {
  home: '/',
  chat: '/chat',
  developerChat: '/developer-chat',
  protoHub: '/proto-hub',
  jobs: '/jobs',
  postJob: '/post-job',
  developers: '/developers',
  gamification: '/gamification',
  aiCommunityMember: '/ai-community-member',
  taskManager: '/task-manager',
  pitchDeck: '/pitch-deck',
  landingPage: '/landing-page',
  defiPlatform: '/defi-platform',
  pipelineDashboard: '/pipeline-dashboard',
  userFeedback: '/user-feedback',
  codeContributions: '/code-contributions',
  codingEducation: '/coding-education',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/**
 * Pages whose first render depends on what the server never sees, so they cannot be drawn ahead
 * for everyone: the visitor's stored work or session (the assistants' conversations, the job
 * draft, the admin token) or the address's #fragment (the pitch deck's slide). The web build
 * pre-renders every other page (apps/web/src/app/prerender.tsx); these keep the start-up screen.
 */
export const CLIENT_STATE_PAGES: ReadonlySet<RoutePath> = new Set([
  ROUTE_PATHS.chat,
  ROUTE_PATHS.developerChat,
  ROUTE_PATHS.postJob,
  ROUTE_PATHS.aiCommunityMember,
  ROUTE_PATHS.pitchDeck,
]);

export interface NavItem {
  path: RoutePath;
  label: string;
  icon: string;
}

/** The navigation bar, in order (FACTS.md "Navigation bar"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Home', icon: '🏠' },
  { path: '/chat', label: 'AI Assistant', icon: '🤖' },
  { path: '/developer-chat', label: 'Dev Assistant', icon: '👨‍💻' },
  { path: '/proto-hub', label: 'Proto Hub', icon: '🚀' },
  { path: '/jobs', label: 'Projects', icon: '💼' },
  { path: '/developers', label: 'Developers', icon: '👥' },
  { path: '/pitch-deck', label: 'Pitch Deck', icon: '📊' },
  { path: '/defi-platform', label: 'DeFi Platform', icon: '🏦' },
  { path: '/task-manager', label: 'Task Manager', icon: '📋' },
  { path: '/code-contributions', label: 'Bounties', icon: '💰' },
];

export const BRAND_NAME = 'AI Project Assistant';
export const BRAND_ICON = '🚀';
