// Built on first use, not when a page imports this module (DESIGN.md §8).
let tokens: Intl.NumberFormat | undefined;
let dollars: Intl.NumberFormat | undefined;

/** 1,250 */
export function formatTokens(amount: number): string {
  // Whole amounts (all the ledger holds) skip Intl: building the first formatter costs a long task
  // on the token pages. Same output as en-US grouping; anything else goes through Intl.
  if (Number.isSafeInteger(amount) && !Object.is(amount, -0)) {
    return `${amount}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  tokens ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return tokens.format(amount);
}

/** $0.25, $250,000 */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return dollars.format(amount);
}
