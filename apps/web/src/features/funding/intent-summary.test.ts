import type { FundingIntent } from '@app/shared/funding/funding.schemas';
import { describe, expect, it } from 'vitest';
import { summariseIntent } from './intent-summary';

const buildIntent = (overrides: Partial<FundingIntent>): FundingIntent => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'lend',
  category: 'software',
  input: {},
  result: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('summariseIntent', () => {
  it('describes a lend', () => {
    const intent = buildIntent({
      input: { category: 'software', risk: 'medium', amount: 10, durationMonths: 6 },
      result: { apy: 15, expectedReturn: 0.75, totalAtMaturity: 10.75 },
    });
    expect(summariseIntent(intent)).toEqual({
      title: 'Fund · Software',
      terms: '10 ETH for 6 months at medium risk',
      outcome: 'APY 15.0% · expected return 0.75 ETH',
    });
  });

  it('describes a funding request with its collateral', () => {
    const intent = buildIntent({
      kind: 'borrow',
      category: 'ai',
      input: {
        amount: 12_000,
        durationMonths: 12,
        stage: 'idea',
        hasPrototype: true,
        collateralAsset: 'Project Tokens',
      },
      result: { rate: 11.7, monthlyPayment: 1065.5, collateral: { units: 104_000, valueUsd: 26_000 } },
    });
    expect(summariseIntent(intent)).toEqual({
      title: 'Funding request · AI',
      terms: '$12,000 for 12 months, idea stage, with a prototype',
      outcome: 'Rate 11.7% · $1,065.50 a month · collateral 104,000 tokens',
    });
  });

  it('describes liquidity with its tier', () => {
    const intent = buildIntent({
      kind: 'provide',
      input: { amount: 5, durationMonths: 12 },
      result: { tier: 'silver', apy: 20.5, projectedEarnings: 1.025 },
    });
    expect(summariseIntent(intent).outcome).toBe('Silver tier · APY 20.5% · projected earnings 1.025 ETH');
  });
});
