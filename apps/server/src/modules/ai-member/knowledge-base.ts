/**
 * The built-in generator's curated advice, per topic. Each topic lists the words that select it
 * (in tags or text) and short, concrete pieces of advice; an answer quotes the question and uses
 * the advice of the topics it matches best.
 */
export interface Topic {
  id: string;
  label: string;
  keywords: string[];
  advice: string[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'prototyping',
    label: 'prototyping',
    keywords: ['prototype', 'prototyping', 'clickable', 'mvp', 'no-code', 'nocode', 'figma', 'wireframe', 'mockup'],
    advice: [
      'Decide what the prototype must prove (a flow, a price, a technical risk) and build only the screens on that path.',
      'Start at the lowest fidelity that can answer the question: paper or wireframes for flows, a clickable Figma or Framer prototype for usability, code only for technical risk.',
      'Put it in front of five target users early; five sessions surface most of the big usability problems.',
      'Keep a short list of assumptions and mark each as confirmed or refuted after every round of testing.',
      'Time-box each iteration (a week is plenty) so the prototype never turns into an unplanned product.',
    ],
  },
  {
    id: 'validation',
    label: 'idea validation',
    keywords: [
      'validate',
      'validation',
      'market',
      'customer',
      'customers',
      'interview',
      'saas',
      'idea',
      'demand',
      'pricing',
      'research',
    ],
    advice: [
      'Talk to ten people who have the problem before building anything, and ask about the last time it happened, not whether they would use your product.',
      'Write the riskiest assumption down (will they pay? do they have the problem often enough?) and design the cheapest test for it.',
      'A landing page with a clear promise and a waitlist or pre-order button measures intent better than survey answers.',
      'Set a success threshold before the test (for example 5% sign-ups from targeted traffic) so the result can actually change your mind.',
      'Concierge the service by hand for the first customers; automate only what you repeat.',
    ],
  },
  {
    id: 'design',
    label: 'UI/UX design',
    keywords: [
      'design',
      'ui',
      'ux',
      'usability',
      'accessibility',
      'wireframes',
      'mockups',
      'design system',
      'user testing',
    ],
    advice: [
      'Wireframes settle structure and flow, mockups settle the visual design, prototypes make either clickable so you can test behaviour.',
      'Design the main task first and make every screen answer "what can I do here and what happens next".',
      'Build a small set of reusable components (buttons, inputs, cards) with their states early; consistency is cheaper than redesign.',
      'Check contrast, focus order and labels from the start; accessibility retrofits cost far more.',
      'In user tests, give people a task and stay quiet; where they hesitate is where the design needs work.',
    ],
  },
  {
    id: 'frontend',
    label: 'frontend development',
    keywords: ['react', 'frontend', 'javascript', 'typescript', 'css', 'tailwind', 'vue', 'angular', 'web'],
    advice: [
      'Keep server state (fetched data) separate from UI state; a query library such as TanStack Query handles caching, retries and loading states for you.',
      'Split the app by route and load each page lazily so the first visit stays fast.',
      'Type your API responses once and share them with the backend to catch contract drift at compile time.',
      'Write one browser test per user journey; they catch what unit tests cannot.',
    ],
  },
  {
    id: 'backend',
    label: 'backend and APIs',
    keywords: [
      'api',
      'backend',
      'node',
      'node.js',
      'server',
      'database',
      'databases',
      'postgres',
      'postgresql',
      'sql',
      'rest',
      'graphql',
      'auth',
    ],
    advice: [
      'Validate every input at the edge of the API with a schema and return clear 400 errors instead of failing deeper down.',
      'Use a relational database such as PostgreSQL until you have a measured reason not to; transactions and constraints prevent whole classes of bugs.',
      'Make create endpoints idempotent (an Idempotency-Key header) so retries never create duplicates.',
      'Paginate lists with a cursor on an indexed column and watch for N+1 queries.',
    ],
  },
  {
    id: 'mobile',
    label: 'mobile apps',
    keywords: ['mobile', 'ios', 'android', 'react native', 'flutter', 'app store', 'expo'],
    advice: [
      'Prototype mobile flows at real phone size and test them on a device; thumb reach and small screens change designs.',
      'A cross-platform framework (React Native with Expo, or Flutter) gets one codebase onto both stores for most MVPs.',
      'Plan for offline and slow networks from day one: cache what the user just saw and queue their writes.',
      'Budget time for store review and use TestFlight or internal testing tracks for early users.',
    ],
  },
  {
    id: 'ai',
    label: 'AI and machine learning',
    keywords: ['ai', 'ml', 'machine learning', 'llm', 'gpt', 'chatbot', 'model', 'openai', 'nlp'],
    advice: [
      'Start with a hosted model behind a small interface in your code so you can swap providers later.',
      'Collect twenty real examples of inputs and the outputs you want before tuning prompts; they become your test set.',
      'Keep a human in the loop (review or easy correction) where a wrong answer is costly.',
      'Log prompts, latency and cost per request from the start; they drive most later decisions.',
    ],
  },
  {
    id: 'devops',
    label: 'deployment and DevOps',
    keywords: [
      'deploy',
      'deployment',
      'devops',
      'docker',
      'kubernetes',
      'ci',
      'cd',
      'hosting',
      'aws',
      'vercel',
      'netlify',
    ],
    advice: [
      'Automate tests and deploys from the first week; a pipeline that runs on every push is the cheapest safety net.',
      'A managed platform (Vercel, Netlify, Render, Fly.io) is enough for an MVP; reach for Kubernetes only with a team to run it.',
      'Keep configuration in environment variables and never commit secrets.',
      'Add health checks and error tracking before launch so you hear about problems before users report them.',
    ],
  },
  {
    id: 'planning',
    label: 'planning and scope',
    keywords: [
      'plan',
      'planning',
      'scope',
      'roadmap',
      'timeline',
      'budget',
      'estimate',
      'hire',
      'developer',
      'freelancer',
      'team',
    ],
    advice: [
      'Write the smallest version that delivers the core value as a one-page brief: who it is for, the one job it does, what is out of scope.',
      'Break the work into milestones that each end with something a user can try.',
      'When hiring, ask candidates to walk through a similar project they shipped and how they handled a change of scope.',
      'Keep a 20-30% buffer in time and budget for what you learn along the way.',
    ],
  },
];

export const GENERAL_ADVICE = [
  'Start from the problem your users have and the smallest thing that proves you can solve it.',
  'Share what you build early, here in the community or with five target users, and iterate on what you learn.',
  'Write down your assumptions and test the riskiest one first.',
];
