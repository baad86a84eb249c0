/** Payouts and releases change the figures: a live `payout.*` or money-moving milestone notice drops them. */
export const memberMoneyKeys = {
  all: ['member-money'] as const,
  earnings: () => [...memberMoneyKeys.all, 'earnings'] as const,
  billing: () => [...memberMoneyKeys.all, 'billing'] as const,
};
