/** Community limits and lists (part-1 §5, §9; FACTS.md "Proto Hub"). No zod here: the shell imports this. */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_CONTENT_MAX = 2000;
export const QUESTION_TAGS_MIN = 1;
export const QUESTION_TAGS_MAX = 5;
export const TAG_MAX_LENGTH = 30;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 10000;
/** Excerpt length on the question list. */
export const QUESTION_EXCERPT_LENGTH = 150;

/** The predefined question tags offered in the Ask a Question form. */
export const PREDEFINED_QUESTION_TAGS = [
  'mobile',
  'web',
  'prototyping',
  'tools',
  'saas',
  'validation',
  'mvp',
  'design',
  'nocode',
  'wireframes',
  'user-research',
  'testing',
] as const;

/** The list's tag filter: 'All Tags' (no value) and these, in order. */
export const QUESTION_TAG_FILTERS: readonly { value: string | null; label: string }[] = [
  { value: null, label: 'All Tags' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'prototyping', label: 'Prototyping' },
  { value: 'tools', label: 'Tools' },
  { value: 'saas', label: 'SaaS' },
  { value: 'validation', label: 'Validation' },
  { value: 'mvp', label: 'MVP' },
  { value: 'design', label: 'Design' },
  { value: 'nocode', label: 'No-Code' },
];

export const QUESTION_SORTS = ['newest', 'votes', 'views', 'unanswered'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const QUESTION_SORT_LABELS: Record<QuestionSort, string> = {
  newest: 'Newest',
  votes: 'Most Voted',
  views: 'Most Viewed',
  unanswered: 'Unanswered',
};

export const VOTE_DIRECTIONS = ['up', 'down'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];

/** Reputation earned by the author (issue 4): each is undone exactly when its cause is. */
export const REPUTATION = {
  questionUpvote: 5,
  answerUpvote: 10,
  downvote: -2,
  acceptedAnswer: 15,
} as const;

/** Client messages (part-1 §5, §8). */
export const COMMUNITY_MESSAGES = {
  askIncomplete: 'Please fill in title, content, and select at least one tag',
  askTagWarning: 'Please select at least one tag to categorize your question',
  askFailed: 'Failed to submit question. Please try again.',
  answerTooShort: 'Answer content must be at least 10 characters long',
  answerTooLong: 'Answer content must be less than 10000 characters',
  answerFailed: 'Failed to submit answer. Please try again.',
  validationFailedPrefix: 'Validation failed: ',
} as const;
