/** Bounty vocabulary and texts (part-2 §3 Bounty and Submission, §4 Bounty statuses, §8, §9). No zod here. */

export const BOUNTY_STATUSES = ['Open', 'In Progress', 'Under Review', 'Completed', 'Cancelled'] as const;
export type BountyStatus = (typeof BOUNTY_STATUSES)[number];

export const SUBMISSION_STATUSES = ['Pending', 'Under Review', 'Approved', 'Rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Pending and Under Review are both shown as 'Under Review' (part-2 §4). */
export function submissionStatusLabel(status: SubmissionStatus): 'Under Review' | 'Approved' | 'Rejected' {
  return status === 'Pending' || status === 'Under Review' ? 'Under Review' : status;
}

export const BOUNTY_DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Expert'] as const;
export type BountyDifficulty = (typeof BOUNTY_DIFFICULTIES)[number];

/** Filters of the Active Bounties tab on /code-contributions (part-2 §2). */
export const LIST_CATEGORIES = ['Frontend', 'Backend', 'AI', 'DevOps', 'Mobile', 'Security'] as const;
export const LIST_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
/** Categories of the gamification bounty board (part-2 §9). */
export const BOARD_CATEGORIES = ['Frontend', 'Backend', 'DevOps', 'Design', 'Documentation', 'Testing'] as const;
export const BOUNTY_CATEGORIES = [...new Set([...LIST_CATEGORIES, ...BOARD_CATEGORIES])] as readonly string[];

/** A visitor may hold at most this many claims on bounties that are not finished. */
export const MAX_OPEN_CLAIMS = 3;

export const BOUNTY_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  submissionDescriptionMax: 2000,
  reviewerNotesMax: 1000,
  urlMax: 500,
  requirementsMax: 10,
  skillsMax: 10,
  itemMax: 100,
  searchMax: 100,
} as const;

export const BOUNTY_MESSAGES = {
  submitted: 'Submission successful! Your work is now under review.',
  submitFailed: 'Failed to submit. Please try again.',
  submitError: 'An error occurred. Please try again.',
  cloneCopied: 'Git clone command copied to clipboard!',
  loading: 'Loading bounties...',
  empty: 'No bounties found',
  urlRequired: 'Enter the URL of your work',
  urlHttps: 'The submission URL must start with https://',
  descriptionRequired: 'Describe what you built',
  notesRequired: 'Tell the developer why the submission was rejected',
  notOpen: 'This bounty is not open for submissions.',
  claimedByOther: 'Another developer has already claimed this bounty.',
  tooManyClaims: `You already hold ${MAX_OPEN_CLAIMS} open claims. Finish or release one before claiming another.`,
  notClaimable: 'Only Open bounties can be claimed.',
  notYourClaim: 'You have not claimed this bounty.',
  alreadyReviewed: 'This submission has already been reviewed.',
  notCancellable: 'Only Open bounties can be cancelled.',
  poolTooSmall: (left: number) => `The bounty pool has only ${left} tokens left.`,
} as const;

/** The repository the bounties are about (the Overview tab). */
export const REPOSITORY = {
  name: 'protohub/platform',
  url: 'https://github.com/protohub/platform',
  issuesUrl: 'https://github.com/protohub/platform/issues',
  cloneCommand: 'git clone https://github.com/protohub/platform.git',
  techStack: ['TypeScript', 'React', 'Fastify', 'PostgreSQL', 'Drizzle', 'Tailwind CSS', 'Playwright'],
} as const;
