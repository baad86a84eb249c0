/**
 * A dollar amount from free budget text, for the opportunity's monetary value: a single amount,
 * or the middle of a range. '$5000 - $10000' -> 7500, '10k' -> 10000, 'flexible' -> null.
 */
export function parseBudgetAmount(text: string | null | undefined): number | null {
  if (!text) return null;
  const matches = [
    ...text
      .toLowerCase()
      .replace(/,/g, '')
      .matchAll(/(\d+(?:\.\d+)?)\s*(k|m|thousand|million)?/g),
  ];
  const amounts = matches
    .map(([, digits, unit]) => {
      const value = Number(digits);
      if (unit === 'k' || unit === 'thousand') return value * 1_000;
      if (unit === 'm' || unit === 'million') return value * 1_000_000;
      return value;
    })
    .filter((value) => Number.isFinite(value) && value > 0);
  const [first, second] = amounts;
  if (first === undefined) return null;
  const amount = second === undefined ? first : (first + second) / 2;
  return amount > 1_000_000_000 ? null : Math.round(amount);
}
