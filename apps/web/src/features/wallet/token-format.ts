const tokens = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 1,250 */
export const formatTokens = (amount: number): string => tokens.format(amount);

/** $0.25, $250,000 */
export const formatDollars = (amount: number): string => dollars.format(amount);
