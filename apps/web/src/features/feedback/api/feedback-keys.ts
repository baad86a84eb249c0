/** Query keys of the feedback area, in one place so a new submission can refresh them all. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  stats: () => ['feedback', 'stats'] as const,
  recent: () => ['feedback', 'recent'] as const,
  features: () => ['feedback', 'features'] as const,
};
