import { describe, expect, it } from 'vitest';
import { canSeeDeal, PRIVATE_TOTAL_MIN_CLIENTS, summarizePrivateDeals } from './deal-privacy.ts';

describe('who sees a deal in full', () => {
  const demo = { jobId: null, clientId: 'contact-1', assignedUserId: null };
  const real = { jobId: 'job-1', clientId: 'client', assignedUserId: 'developer' };

  it('shows the demo deals to everyone', () => {
    expect(canSeeDeal(demo, { userId: null, isAdmin: false })).toBe(true);
  });

  it("shows a real job's deal only to the admin, the job's owner and the assigned developer", () => {
    expect(canSeeDeal(real, { userId: null, isAdmin: true })).toBe(true);
    expect(canSeeDeal(real, { userId: 'client', isAdmin: false })).toBe(true);
    expect(canSeeDeal(real, { userId: 'developer', isAdmin: false })).toBe(true);
    expect(canSeeDeal(real, { userId: 'stranger', isAdmin: false })).toBe(false);
    expect(canSeeDeal(real, { userId: null, isAdmin: false })).toBe(false);
  });
});

describe('the totals of deals a viewer may not see', () => {
  const deal = (clientId: string, value: number | null, currency = 'USD') => ({ clientId, value, currency });

  it('counts them and withholds a sum that fewer than three clients make up', () => {
    expect(PRIVATE_TOTAL_MIN_CLIENTS).toBe(3);
    expect(summarizePrivateDeals([deal('a', 250, 'TOKENS')])).toEqual({
      count: 1,
      totals: [{ currency: 'TOKENS', amount: null }],
    });
    // Two deals of one client are still one client's figure.
    expect(summarizePrivateDeals([deal('a', 100), deal('a', 200), deal('b', 300)]).totals).toEqual([
      { currency: 'USD', amount: null },
    ]);
  });

  it('sums per currency, never adding tokens to dollars, rounded to two significant figures', () => {
    const summary = summarizePrivateDeals([
      deal('a', 10_000),
      deal('b', 12_500),
      deal('c', 9_000),
      deal('d', 250, 'TOKENS'),
      deal('e', null),
    ]);
    expect(summary).toEqual({
      count: 5,
      totals: [
        { currency: 'USD', amount: 32_000 },
        { currency: 'TOKENS', amount: null },
      ],
    });
  });

  it('is empty when there are none', () => {
    expect(summarizePrivateDeals([])).toEqual({ count: 0, totals: [] });
  });
});
