/** Pipeline dashboard rules (part-2 §4, §9). Pure functions; no zod here. */
import { PIPELINE_STAGES } from './opportunities.constants.ts';

const DAY_MS = 86_400_000;

/** 50, +20 above $10,000, +30 when the stage name contains "Contract", capped at 95. */
export function successProbability(value: number | null, stageName: string): number {
  let probability = 50;
  if ((value ?? 0) > 10_000) probability += 20;
  if (/contract/i.test(stageName)) probability += 30;
  return Math.min(probability, 95);
}

export type Risk = 'high' | 'medium' | 'low';

/** By days since the last update: over 14 high, over 7 medium, otherwise low. */
export function riskLevel(updatedAt: Date | string, now: Date = new Date()): Risk {
  const days = (now.getTime() - new Date(updatedAt).getTime()) / DAY_MS;
  if (days > 14) return 'high';
  if (days > 7) return 'medium';
  return 'low';
}

/** The average of mean stage conversion, count/10 as a percent (cap 100) and value/100,000 as a percent (cap 100). */
export function healthScore(input: { meanStageConversion: number; count: number; totalValue: number }): number {
  const countScore = Math.min(100, (input.count / 10) * 100);
  const valueScore = Math.min(100, (input.totalValue / 100_000) * 100);
  return Math.round((input.meanStageConversion + countScore + valueScore) / 3);
}

export function healthLabel(score: number): 'Excellent' | 'Good' | 'Needs Attention' {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  return 'Needs Attention';
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Stages in pipeline order, then any unknown stage names in the order they appear. */
export function orderStages(names: readonly string[]): string[] {
  const known = PIPELINE_STAGES.filter((stage) => names.includes(stage));
  const unknown = [...new Set(names.filter((name) => !(PIPELINE_STAGES as readonly string[]).includes(name)))];
  return [...known, ...unknown];
}

/** The stage filter's values (part-2 §9) and what they match. */
export const STAGE_FILTERS = ['discovery', 'qualified', 'proposal', 'contract', 'closed-won', 'closed-lost'] as const;
export type StageFilter = (typeof STAGE_FILTERS)[number];

export function matchesStageFilter(filter: StageFilter, stageName: string, status: string): boolean {
  if (filter === 'closed-won') return status === 'won' || /closed won/i.test(stageName);
  if (filter === 'closed-lost') return status === 'lost';
  return stageName.toLowerCase().includes(filter);
}

export const ASSIGNEE_FILTERS = ['me', 'unassigned', 'team'] as const;
export const DATE_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;
export const VALUE_RANGES = ['0-5000', '5000-15000', '15000-50000', '50000+'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export type ValueRange = (typeof VALUE_RANGES)[number];

const RANGE_DAYS: Record<DateRange, number> = { today: 1, week: 7, month: 30, quarter: 90, year: 365 };

export function isWithinDateRange(createdAt: Date | string, range: DateRange, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= RANGE_DAYS[range] * DAY_MS;
}

export function isWithinValueRange(value: number | null, range: ValueRange): boolean {
  const amount = value ?? 0;
  if (range === '50000+') return amount >= 50_000;
  const [low = 0, high = 0] = range.split('-').map(Number);
  return amount >= low && amount < high;
}
