/** Limits of a member's own page (issue 41 §3). No zod here. */
export const MEMBER_PROFILE_LIMITS = {
  company: 100,
  location: 100,
  /** The longest IANA zone names are around 30 characters ("America/Argentina/ComodRivadavia"). */
  timeZone: 60,
  about: 1000,
} as const;

/** How many of the developers' reviews about a client their page shows, newest first. */
export const MEMBER_REVIEWS_SHOWN = 20;

export const MEMBER_MESSAGES = {
  notFound: 'No member with this id.',
  timeZone: 'Use a time zone name such as Europe/Paris or America/New_York.',
} as const;
