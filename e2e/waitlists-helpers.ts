import { monthLabel } from '@app/shared/waitlists/waitlists.constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A project summary comfortably over the 50-character minimum. */
export const GOOD_SUMMARY =
  'A marketplace app that matches local dog walkers with busy owners, with booking and payments.';

export function uniqueEmail(what: string): string {
  return `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface Availability {
  month: string;
  monthLabel: string;
  capacity: number;
  taken: number;
  spotsLeft: number;
  nextOpenMonth: string;
  nextOpenMonthLabel: string;
}

export async function getAvailability(request: APIRequestContext): Promise<Availability> {
  const response = await request.get('/api/waitlists/service/availability');
  expect(response.status()).toBe(200);
  return (await response.json()) as Availability;
}

/** A sign-up by another person, through the API. */
export async function signUpForService(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
): Promise<{ month: string; monthLabel: string }> {
  const response = await request.post('/api/waitlists/service', {
    data: {
      name: 'Other Founder',
      phone: '+1 555 010 2000',
      email: uniqueEmail('other'),
      projectSummary: GOOD_SUMMARY,
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { entry: { month: string; monthLabel: string } }).entry;
}

/** Signs others up until this month has no spot left (tests share one server, so it may be full already). */
export async function fillThisMonth(request: APIRequestContext): Promise<Availability> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const availability = await getAvailability(request);
    if (availability.spotsLeft === 0) return availability;
    await signUpForService(request);
  }
  throw new Error('this month never filled up');
}

function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + count, 1)).toISOString().slice(0, 7);
}

/**
 * The labels of every month from `from` to `to`: where a sign-up made between two availability
 * reads can land while other tests sign up at the same time.
 */
export function monthLabelsBetween(from: string, to: string): string[] {
  const labels: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) labels.push(monthLabel(month));
  return labels;
}

export const serviceForm = (page: Page) => page.getByRole('form', { name: 'Service waitlist' });

export async function fillServiceForm(
  page: Page,
  values: Partial<{ name: string; phone: string; email: string; summary: string }>,
): Promise<void> {
  const form = serviceForm(page);
  if (values.name !== undefined) await form.getByLabel('Name').fill(values.name);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  if (values.email !== undefined) await form.getByLabel('Email').fill(values.email);
  if (values.summary !== undefined) await form.getByLabel('Project summary').fill(values.summary);
}

export const courseDialog = (page: Page) => page.getByRole('dialog', { name: 'Join the Course Waitlist' });

export function hasSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Waits until the page has stopped scrolling, as a person does before the next click: a click
 * while a smooth scroll still moves the page lands where its target used to be.
 */
export async function scrollSettled(page: Page): Promise<void> {
  let last: number | null = null;
  await expect
    .poll(async () => {
      const scrollY = await page.evaluate(() => window.scrollY);
      const isSettled = scrollY === last;
      last = scrollY;
      return isSettled;
    })
    .toBe(true);
}
