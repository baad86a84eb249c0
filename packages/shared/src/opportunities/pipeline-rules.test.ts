import { describe, expect, it } from 'vitest';
import {
  healthLabel,
  healthScore,
  isWithinDateRange,
  isWithinValueRange,
  matchesStageFilter,
  orderStages,
  riskLevel,
  slugify,
  successProbability,
} from './pipeline-rules.ts';

describe('pipeline rules', () => {
  it.each([
    [5000, 'Discovery Call', 50],
    [10000, 'Discovery Call', 50],
    [10001, 'Discovery Call', 70],
    [5000, 'Contract Negotiation', 80],
    [60000, 'Contract Negotiation', 95],
    [null, 'New Lead', 50],
  ])('probability of %o at %s is %d', (value, stage, probability) => {
    expect(successProbability(value, stage)).toBe(probability);
  });

  it.each([
    [0, 'low'],
    [7, 'low'],
    [7.01, 'medium'],
    [14, 'medium'],
    [14.01, 'high'],
  ])('risk after %d days is %s', (days, risk) => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(riskLevel(new Date(now.getTime() - days * 86_400_000), now)).toBe(risk);
  });

  it('computes the health score and its label', () => {
    expect(healthScore({ meanStageConversion: 60, count: 8, totalValue: 250_000 })).toBe(80);
    expect(healthScore({ meanStageConversion: 0, count: 0, totalValue: 0 })).toBe(0);
    expect(healthLabel(80)).toBe('Excellent');
    expect(healthLabel(79)).toBe('Good');
    expect(healthLabel(60)).toBe('Good');
    expect(healthLabel(59)).toBe('Needs Attention');
  });

  it('derives stage ids and order', () => {
    expect(slugify('Proposal Sent')).toBe('proposal-sent');
    expect(orderStages(['Proposal Sent', 'Custom', 'New Lead', 'Proposal Sent'])).toEqual([
      'New Lead',
      'Proposal Sent',
      'Custom',
    ]);
  });

  it('matches the stage, date and value filters', () => {
    expect(matchesStageFilter('discovery', 'Discovery Call', 'open')).toBe(true);
    expect(matchesStageFilter('contract', 'Contract Negotiation', 'open')).toBe(true);
    expect(matchesStageFilter('closed-lost', 'Proposal Sent', 'lost')).toBe(true);
    expect(matchesStageFilter('closed-won', 'Closed Won', 'won')).toBe(true);
    expect(matchesStageFilter('qualified', 'Discovery Call', 'open')).toBe(false);
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isWithinDateRange(new Date('2026-11-21T01:00:00Z'), 'today', now)).toBe(true);
    expect(isWithinDateRange(new Date('2026-11-10T12:00:00Z'), 'week', now)).toBe(false);
    expect(isWithinValueRange(4999, '0-5000')).toBe(true);
    expect(isWithinValueRange(5000, '0-5000')).toBe(false);
    expect(isWithinValueRange(5000, '5000-15000')).toBe(true);
    expect(isWithinValueRange(50000, '50000+')).toBe(true);
    expect(isWithinValueRange(null, '0-5000')).toBe(true);
  });
});
