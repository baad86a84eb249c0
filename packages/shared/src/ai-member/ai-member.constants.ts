/** The AI community member's limits and texts (part-2 §2, §8, §9; FACTS.md). No zod here. */

export const MONITORING_DEFAULTS = { proactiveEngagementInterval: 30, maxEngagementsPerHour: 5 } as const;
/** The config the control center's test button sends (FACTS.md). */
export const MONITORING_TEST_CONFIG = { proactiveEngagementInterval: 15, maxEngagementsPerHour: 3 } as const;
export const MONITORING_LIMITS = {
  intervalMin: 5,
  intervalMax: 1440,
  perHourMin: 0,
  perHourMax: 20,
} as const;

/** The control center keeps the latest 10 results. */
export const RESULTS_KEPT = 10;

export const CONTROL_CENTER_MESSAGES = {
  empty: 'No tests run yet',
  unknownError: 'Unknown error',
  adminNeeded: 'This action needs the admin token.',
} as const;

export const AI_MEMBER_MESSAGES = {
  alreadyAnsweredByAi: 'The AI community member has already answered this question.',
  humanAnswered: 'A community member has already answered this question, so the AI stays out of it.',
  hourlyCap: (max: number) => `The AI community member already posted ${max} answers in the last hour.`,
  noPersona: 'No AI persona with this handle.',
} as const;

export interface ControlCenterCall {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A sample body; `{questionId}` is replaced with a real question id by the page. */
  body?: Record<string, unknown>;
  admin?: boolean;
}

/** The endpoint test buttons of the control center, in FACTS.md's groups (part-2 §7 table). */
export const CONTROL_CENTER_GROUPS: readonly { name: string; calls: readonly ControlCenterCall[] }[] = [
  {
    name: 'AI Community Member',
    calls: [
      { label: 'Stats', method: 'GET', path: '/ai-community-member/stats' },
      { label: 'Personas', method: 'GET', path: '/ai-community-member/personas' },
      { label: 'Trending topics', method: 'GET', path: '/ai-community-member/trending-topics' },
      {
        label: 'Generate response',
        method: 'POST',
        path: '/ai-community-member/generate-response',
        body: { questionId: '{questionId}', context: 'Control center test' },
        admin: true,
      },
      { label: 'Proactive engagement', method: 'POST', path: '/ai-community-member/proactive-engagement', admin: true },
      { label: 'Monitor', method: 'POST', path: '/ai-community-member/monitor', admin: true },
    ],
  },
  {
    name: 'Monitoring Service',
    calls: [
      { label: 'Start', method: 'POST', path: '/monitoring/start', admin: true },
      { label: 'Stop', method: 'POST', path: '/monitoring/stop', admin: true },
      { label: 'Stats', method: 'GET', path: '/monitoring/stats' },
      { label: 'History', method: 'GET', path: '/monitoring/history' },
      { label: 'Force engagement', method: 'POST', path: '/monitoring/force-engagement', admin: true },
      { label: 'Force analysis', method: 'POST', path: '/monitoring/force-analysis', admin: true },
      {
        label: 'Test config (15 min, 3/h)',
        method: 'PUT',
        path: '/monitoring/config',
        body: { ...MONITORING_TEST_CONFIG },
        admin: true,
      },
      {
        label: 'Default config (30 min, 5/h)',
        method: 'PUT',
        path: '/monitoring/config',
        body: { ...MONITORING_DEFAULTS },
        admin: true,
      },
    ],
  },
  {
    name: 'Questions',
    calls: [
      { label: 'List questions', method: 'GET', path: '/questions' },
      {
        label: 'Ask a test question',
        method: 'POST',
        path: '/questions',
        body: {
          title: 'How do I test a clickable prototype with real users?',
          content: 'I have a Figma prototype of my booking app. How should I run the first user tests?',
          tags: ['prototyping', 'user-testing'],
        },
      },
      { label: 'AI personas', method: 'GET', path: '/questions/ai-personas' },
      {
        label: 'AI engagement',
        method: 'POST',
        path: '/questions/ai-engagement',
        body: { questionId: '{questionId}', persona: 'maya_designs' },
        admin: true,
      },
    ],
  },
  {
    name: 'Prototypes',
    calls: [
      { label: 'List prototypes', method: 'GET', path: '/prototypes' },
      {
        label: 'Share a test prototype',
        method: 'POST',
        path: '/prototypes',
        body: {
          title: 'Control center test prototype',
          description: 'A prototype shared from the control center to test the API.',
          githubPagesUrl: 'https://control-center-test.github.io/prototype/',
          category: 'Web App',
          tags: ['test'],
          technologies: ['React'],
        },
      },
    ],
  },
  {
    name: 'Users',
    calls: [
      { label: 'List users', method: 'GET', path: '/users' },
      { label: 'Me', method: 'GET', path: '/users/me' },
    ],
  },
  {
    name: 'Analytics',
    calls: [
      { label: 'Summary', method: 'GET', path: '/analytics/summary' },
      { label: 'Events', method: 'GET', path: '/analytics/events', admin: true },
      { label: 'My events', method: 'GET', path: '/analytics/user/{userId}', admin: true },
      { label: 'Popular', method: 'GET', path: '/analytics/popular' },
    ],
  },
  {
    name: 'Debug',
    calls: [
      { label: 'Environment', method: 'GET', path: '/debug/env', admin: true },
      { label: 'Database', method: 'GET', path: '/debug/database', admin: true },
      { label: 'CRM status', method: 'GET', path: '/debug/ghl-status', admin: true },
      { label: 'Trending topics', method: 'GET', path: '/debug/trending-topics', admin: true },
      { label: 'AI member stats', method: 'GET', path: '/debug/ai-community-member/stats', admin: true },
    ],
  },
  {
    name: 'Reports',
    calls: [
      { label: 'All reports', method: 'GET', path: '/reports', admin: true },
      { label: 'Pending reports', method: 'GET', path: '/reports/pending', admin: true },
    ],
  },
  { name: 'Health', calls: [{ label: 'Health', method: 'GET', path: '/health' }] },
];
