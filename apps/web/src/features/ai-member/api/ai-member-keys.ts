/** Query keys of the control center, in one place so every action can refresh what it changed. */
export const aiMemberKeys = {
  all: ['ai-member'] as const,
  health: () => ['ai-member', 'health'] as const,
  monitoring: () => ['ai-member', 'monitoring'] as const,
  stats: () => ['ai-member', 'stats'] as const,
  personas: () => ['ai-member', 'personas'] as const,
  /** Admin reads; removed when the admin token changes. */
  admin: () => ['ai-member', 'admin'] as const,
  pendingReports: () => ['ai-member', 'admin', 'pending-reports'] as const,
};
