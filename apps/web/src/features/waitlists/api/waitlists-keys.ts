/** Query keys of the waitlists area. Availability is the same for every visitor (no token tail). */
export const waitlistKeys = {
  all: ['waitlists'] as const,
  availability: () => ['waitlists', 'service', 'availability'] as const,
};
