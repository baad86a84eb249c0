import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import { HOME_CARDS } from '@app/shared/navigation/home-cards';
import { BRAND_NAME, ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { Slide } from './slide-types';

/** The pages the features-demo slide links to, in the order a visitor meets them. */
const DEMO_PATHS = [
  ROUTE_PATHS.chat,
  ROUTE_PATHS.developerChat,
  ROUTE_PATHS.protoHub,
  ROUTE_PATHS.jobs,
  ROUTE_PATHS.developers,
  ROUTE_PATHS.pipelineDashboard,
  ROUTE_PATHS.taskManager,
  ROUTE_PATHS.userFeedback,
  ROUTE_PATHS.codeContributions,
  ROUTE_PATHS.gamification,
];

/**
 * The ten slides, in the spec's order (part-2 §2 "Pitch deck"): title, problem, solution, AI
 * features, architecture, features demo, revenue, competitive, timeline, call to action. The copy
 * describes what is built; anything not built yet says so, and there are no traction figures.
 */
export const SLIDES: readonly Slide[] = [
  {
    kind: 'title',
    icon: '🚀',
    title: BRAND_NAME,
    kicker: 'Platform pitch deck',
    tagline: 'From Idea to Reality in Minutes',
    summary:
      'A platform that links people who want software built with the developers who build it. Assistants turn a conversation into a job post or a developer profile; the community, the pipeline and the bounties take it from there.',
    audiences: [
      { heading: 'For clients', text: 'Describe your idea in a chat and get a complete job post.' },
      { heading: 'For developers', text: 'Build a profile or a tailored application in a short chat.' },
      { heading: 'For the community', text: 'Ask, answer and share prototypes; earn points and tokens for helping.' },
    ],
  },
  {
    kind: 'points',
    icon: '🧩',
    title: 'The problem',
    lead: 'Getting software built is hard long before the first line of code.',
    points: [
      {
        heading: 'Ideas stall before the brief',
        text: 'Most people with an idea cannot yet say which features, stack, budget or timeline it needs, so their posts are vague and the quotes they get are guesses.',
      },
      {
        heading: 'Matching is manual',
        text: 'Finding a developer with the right skills, rate, time zone and availability means reading profile after profile.',
      },
      {
        heading: 'Developers repeat themselves',
        text: 'Every application is written from scratch, and a good profile takes an evening to write.',
      },
      {
        heading: 'Work disappears after the hire',
        text: 'Deals, tasks, feedback and payments sit in separate tools, so nobody sees where a project stands.',
      },
    ],
  },
  {
    kind: 'points',
    icon: '💡',
    title: 'Our solution',
    lead: 'One platform from the first idea to delivered work, with assistants doing the writing.',
    points: [
      {
        heading: 'A conversation becomes a job post',
        text: 'The AI Project Assistant asks ten questions (title, features, stack, budget, timeline, risks...) and fills the Post Job Wizard with the answers.',
      },
      {
        heading: 'Developers apply in minutes',
        text: 'The AI Developer Assistant drafts a profile or an application from a short chat; the directory filters by skills, rate, language and time zone.',
      },
      {
        heading: 'Every job opens a deal',
        text: 'Publishing a job opens an opportunity in the sales pipeline, assigned to the developer who referred the client; the task manager tracks the work.',
      },
      {
        heading: 'A community that answers',
        text: 'Proto Hub holds questions, votes, accepted answers and a prototype gallery, with AI members clearly labelled as AI.',
      },
      {
        heading: 'Contributions are paid',
        text: 'Code bounties pay a platform token from a double-entry ledger; points, achievements and rewards recognise help.',
      },
    ],
  },
  {
    kind: 'ai',
    icon: '🤖',
    title: 'AI features',
    lead: 'Two assistants for the people who post and apply, and four AI community members with distinct roles.',
    assistants: [
      {
        path: ROUTE_PATHS.chat,
        label: 'AI Project Assistant',
        text: 'Ten guided questions, an editable summary, then a job post pre-filled with the answers.',
      },
      {
        path: ROUTE_PATHS.developerChat,
        label: 'AI Developer Assistant',
        text: 'A developer profile or a job application drafted from a short chat and saved on the platform.',
      },
    ],
    personas: AI_PERSONAS,
    note: 'AI members carry an AI badge wherever they post and never gain reputation. Next milestone: they answer unanswered questions on their own, at most 5 an hour by default, with every answer logged.',
  },
  {
    kind: 'architecture',
    icon: '🏗️',
    title: 'Architecture',
    lead: 'One Node.js process serves the web app and the API; one SQL dialect runs from a laptop to a cluster.',
    layers: [
      {
        name: 'React web app',
        tech: 'React 19, Vite, React Router, TanStack Query, Tailwind CSS',
        points: [
          'Every page loads on demand; a first visit to the home page must stay under 120 KB gzip, checked on every test run.',
          'A write made while offline waits in an outbox as pending and is retried with the same idempotency key.',
        ],
      },
      {
        name: 'Fastify API',
        tech: 'Fastify 5, zod schemas shared with the web app',
        points: [
          'The same schema checks a form in the browser and the request on the server.',
          'Idempotency keys make retries safe; rate limits, a strict content security policy and one error shape for every failure.',
        ],
      },
      {
        name: 'PostgreSQL / PGlite',
        tech: 'Drizzle ORM, committed SQL migrations',
        points: [
          'PGlite (PostgreSQL compiled to WebAssembly) runs embedded, so npm start works with nothing installed.',
          'With DATABASE_URL the same code runs on any PostgreSQL server, with stateless API processes behind a load balancer.',
        ],
      },
      {
        name: 'Token ledger',
        tech: 'Double-entry bookkeeping inside PostgreSQL',
        points: [
          'Every token movement is a set of balanced postings in one transaction; no balance can go below zero.',
          'Accounts are locked in a fixed order, each operation has a unique key so it applies once, and an admin check recomputes every balance.',
        ],
      },
    ],
  },
  {
    kind: 'demo',
    icon: '🖥️',
    title: 'Features demo',
    lead: 'These pages are live in this build, backed by the real API and database. Open one; Back brings you to this slide.',
    pages: DEMO_PATHS.flatMap((path) => HOME_CARDS.filter((card) => card.path === path)),
  },
  {
    kind: 'revenue',
    icon: '💰',
    title: 'Revenue model',
    lead: 'Four revenue streams. This is the planned pricing: nothing on the platform charges money today.',
    streams: [
      {
        label: '8-12% transaction fee',
        payer: 'Clients, per project',
        detail: "A share of each project's value when the work is booked through the platform.",
      },
      {
        label: '$99/mo premium',
        payer: 'Developers and frequent clients',
        detail: 'A monthly plan with featured placement in the directory and early access to new project leads.',
      },
      {
        label: '$299 verification',
        payer: 'Developers, once',
        detail: 'A review of identity, portfolio and a code sample, shown as a verified badge on the profile.',
      },
      {
        label: '$5K+/mo enterprise',
        payer: 'Companies and agencies',
        detail: 'The pipeline dashboard, task manager and a private developer pool for a whole team, with support.',
      },
    ],
    example:
      'Worked example, not a result: on a $25,000 project the transaction fee would be between $2,000 (8%) and $3,000 (12%).',
  },
  {
    kind: 'comparison',
    icon: '⚖️',
    title: 'Competitive landscape',
    lead: 'How we compare with the usual ways of hiring developers. This is our reading of the market, not survey data.',
    caption: 'This platform compared with other ways to hire developers',
    columns: ['This platform', 'Freelance marketplaces', 'Vetted talent networks', 'Development agencies'],
    rows: [
      {
        aspect: 'Writing the brief',
        values: [
          'An assistant asks ten questions and drafts it',
          'The client writes it alone',
          'A call with a recruiter',
          'Paid discovery workshops',
        ],
      },
      {
        aspect: 'Finding a developer',
        values: [
          'Directory filtered by skills, rate, language, time zone',
          'Search and bids',
          'A hand-picked shortlist',
          "The agency's own team",
        ],
      },
      {
        aspect: 'Tracking the work',
        values: [
          'Pipeline dashboard and task manager built in',
          'Messages and milestones',
          'Left to the client',
          "The agency's reports",
        ],
      },
      {
        aspect: 'Community help',
        values: ['Q&A, prototype gallery, labelled AI members', 'Separate forums', 'Rare', 'None'],
      },
      {
        aspect: 'Rewarding contributors',
        values: ['Token bounties, points and achievements', 'Ratings and reviews', 'Ratings', 'Not offered'],
      },
      {
        aspect: 'Cost to the client',
        values: [
          '8-12% per project (planned)',
          'A service fee per contract',
          'A mark-up on hourly rates',
          'Full agency rates',
        ],
      },
    ],
  },
  {
    kind: 'timeline',
    icon: '🗓️',
    title: 'Timeline',
    lead: 'What is built, what ships now and what comes next. Future steps are plans, not dated promises.',
    milestones: [
      {
        status: 'Built',
        title: 'Foundation',
        detail: 'API server, embedded PostgreSQL, visitor identity, safe retries, the web shell and error handling.',
      },
      {
        status: 'Built',
        title: 'Community',
        detail: 'Proto Hub questions, answers, votes, reports and the prototype gallery.',
      },
      {
        status: 'Built',
        title: 'Assistants and hiring',
        detail: 'Both AI assistants, job posts, the developer directory and applications.',
      },
      {
        status: 'Built',
        title: 'Operations',
        detail: 'Pipeline dashboard, task manager and the feedback system.',
      },
      {
        status: 'Built',
        title: 'Token economy',
        detail: 'Double-entry token ledger, code bounties, wallet and gamification.',
      },
      {
        status: 'This release',
        title: 'Funding and launch pages',
        detail:
          'Funding simulator, this pitch deck, and the waitlists for the prototype service and the coding course.',
      },
      {
        status: 'Next',
        title: 'AI community member',
        detail:
          'Personas answering unanswered questions on a schedule, bounded, labelled and logged, with a control center.',
      },
      {
        status: 'Next',
        title: 'Hardening',
        detail: 'Benchmarks, accessibility, bad-input and resilience checks across the whole app.',
      },
      {
        status: 'Planned',
        title: 'Pilot (projection)',
        detail: 'First projects with real clients and developers, then the premium and verification plans.',
      },
    ],
  },
  {
    kind: 'cta',
    icon: '🎯',
    title: 'Get started',
    lead: 'Have an idea? Turn it into a job post. Ready to hire? Meet the developers.',
    actions: [
      {
        path: ROUTE_PATHS.chat,
        label: 'Describe your project',
        text: 'Answer ten questions with the AI Project Assistant and get a job post you can edit and publish.',
      },
      {
        path: ROUTE_PATHS.developers,
        label: 'Browse developers',
        text: 'Search the directory by skills, rate, language and time zone, and read full profiles.',
      },
    ],
  },
];
