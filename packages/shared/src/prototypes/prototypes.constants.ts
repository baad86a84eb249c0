/** Prototype gallery limits and lists (part-1 §5, §9; FACTS.md "Proto Hub"). No zod here. */
export const PROTOTYPE_TITLE_MAX = 100;
export const PROTOTYPE_DESCRIPTION_MAX = 500;
export const PROTOTYPE_DESCRIPTION_PREVIEW = 120;
export const PROTOTYPE_CARD_TECHNOLOGIES = 3;
export const PROTOTYPE_TAGS_MAX = 10;
export const PROTOTYPE_TECHNOLOGIES_MAX = 15;
export const PROTOTYPE_ENTRY_MAX_LENGTH = 40;

export const PROTOTYPE_CATEGORIES = [
  'ecommerce',
  'saas',
  'mobile',
  'web',
  'chat',
  'task-management',
  'dashboard',
  'analytics',
  'social',
  'education',
  'healthcare',
  'finance',
] as const;
export type PrototypeCategory = (typeof PROTOTYPE_CATEGORIES)[number];

export const PROTOTYPE_CATEGORY_LABELS: Record<PrototypeCategory, string> = {
  ecommerce: 'E-commerce',
  saas: 'SaaS',
  mobile: 'Mobile',
  web: 'Web',
  chat: 'Chat',
  'task-management': 'Task Management',
  dashboard: 'Dashboard',
  analytics: 'Analytics',
  social: 'Social',
  education: 'Education',
  healthcare: 'Healthcare',
  finance: 'Finance',
};

/** The 19 preset technologies, in order (FACTS.md). */
export const PRESET_TECHNOLOGIES = [
  'React',
  'Vue.js',
  'Angular',
  'Node.js',
  'Python',
  'Ruby',
  'PHP',
  'TypeScript',
  'JavaScript',
  'CSS3',
  'HTML5',
  'Firebase',
  'AWS',
  'MongoDB',
  'PostgreSQL',
  'MySQL',
  'Redis',
  'Docker',
  'Kubernetes',
] as const;

export const PROTOTYPE_STATUSES = ['live', 'development', 'archived'] as const;
export type PrototypeStatus = (typeof PROTOTYPE_STATUSES)[number];
export const PROTOTYPE_STATUS_LABELS: Record<PrototypeStatus, string> = {
  live: 'Live',
  development: 'In Development',
  archived: 'Archived',
};

export const PROTOTYPE_SORTS = ['newest', 'likes', 'views', 'trending'] as const;
export type PrototypeSort = (typeof PROTOTYPE_SORTS)[number];
export const PROTOTYPE_SORT_LABELS: Record<PrototypeSort, string> = {
  newest: 'Newest',
  likes: 'Most Liked',
  views: 'Most Viewed',
  trending: 'Trending',
};

/** Client alerts (part-1 §5, §8). */
export const PROTOTYPE_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidPagesUrl: 'Please provide a valid GitHub Pages URL (github.io, vercel.app, or netlify.app)',
  tagRequired: 'Please add at least one tag',
  technologyRequired: 'Please add at least one technology',
  submitFailed: 'Failed to submit prototype. Please try again.',
} as const;
