import { COURSE_MESSAGES, SERVICE_MESSAGES } from '@app/shared/waitlists/waitlists.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { addMonths, firstOpenMonth, monthOf } from './waitlists.service.ts';

const summary = 'A booking app for small climbing gyms, with passes, waivers and a class calendar.';
let counter = 0;
const signup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  phone: '+1 (555) 123-4567',
  email: `ada${++counter}@example.com`,
  projectSummary: summary,
  ...overrides,
});

describe('waitlists API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const joinService = (payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/waitlists/service', payload });
  const thisMonth = monthOf(new Date());

  it('validates the service form with the exact messages, one per field', async () => {
    const response = await joinService({ name: ' ', phone: '', email: '', projectSummary: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: SERVICE_MESSAGES.nameRequired },
      { path: 'phone', message: SERVICE_MESSAGES.phoneRequired },
      { path: 'email', message: SERVICE_MESSAGES.emailRequired },
      { path: 'projectSummary', message: SERVICE_MESSAGES.summaryRequired },
    ]);
    const invalid = await joinService({ name: 'A', phone: '0555', email: 'nope', projectSummary: 'short' });
    expect(invalid.json().errors).toEqual([
      { path: 'name', message: SERVICE_MESSAGES.nameShort },
      { path: 'phone', message: SERVICE_MESSAGES.phoneInvalid },
      { path: 'email', message: SERVICE_MESSAGES.emailInvalid },
      { path: 'projectSummary', message: SERVICE_MESSAGES.summaryShort },
    ]);
  });

  it('books into this month, normalises the email and phone, and reports spots left', async () => {
    const before = (await inject({ method: 'GET', url: '/api/waitlists/service/availability' })).json();
    expect(before).toMatchObject({ month: thisMonth, capacity: 10, taken: 0, spotsLeft: 10, nextOpenMonth: thisMonth });
    const response = await joinService(signup({ email: '  Grace@Example.COM ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().entry).toEqual({ month: thisMonth, monthLabel: expect.any(String) });
    const after = (await inject({ method: 'GET', url: '/api/waitlists/service/availability' })).json();
    expect(after.spotsLeft).toBe(9);
    const list = (await inject({ method: 'GET', url: '/api/waitlists/service', headers: ADMIN })).json();
    expect(list.entries[0]).toMatchObject({ email: 'grace@example.com', phone: '+15551234567', month: thisMonth });
  });

  it('signing up again with the same email returns the same entry and adds nothing', async () => {
    const first = await joinService(signup({ email: 'repeat@example.com' }));
    const again = await joinService(signup({ email: 'REPEAT@example.com', name: 'Someone Else' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = (await inject({ method: 'GET', url: '/api/waitlists/service?limit=100', headers: ADMIN })).json();
    const repeats = list.entries.filter((entry: { email: string }) => entry.email === 'repeat@example.com');
    expect(repeats).toHaveLength(1);
    expect(repeats[0].name).toBe('Ada Lovelace');
  });

  it('30 concurrent sign-ups never put more than 10 in a month', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => joinService(signup())));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const list = (await inject({ method: 'GET', url: '/api/waitlists/service?limit=100', headers: ADMIN })).json();
    const perMonth = new Map<string, number>();
    for (const entry of list.entries as { month: string }[])
      perMonth.set(entry.month, (perMonth.get(entry.month) ?? 0) + 1);
    expect([...perMonth.values()].every((count) => count <= 10)).toBe(true);
    expect(perMonth.get(thisMonth)).toBe(10);
    expect(perMonth.get(addMonths(thisMonth, 1))).toBe(10);
    expect(perMonth.get(addMonths(thisMonth, 2))).toBe(10);
    // Two earlier sign-ups plus these 30: 10, 10, 10, then 2.
    expect(perMonth.get(addMonths(thisMonth, 3))).toBe(2);
    const availability = (await inject({ method: 'GET', url: '/api/waitlists/service/availability' })).json();
    expect(availability).toMatchObject({ spotsLeft: 0, nextOpenMonth: addMonths(thisMonth, 3) });
  });

  it('validates the course form and joins once per email', async () => {
    const empty = await inject({ method: 'POST', url: '/api/waitlists/course', payload: {} });
    expect(empty.json().errors).toEqual([
      { path: 'name', message: COURSE_MESSAGES.nameRequired },
      { path: 'email', message: COURSE_MESSAGES.emailRequired },
      { path: 'experience', message: COURSE_MESSAGES.experienceRequired },
      { path: 'availability', message: COURSE_MESSAGES.availabilityRequired },
    ]);
    const body = { name: 'Linus', email: 'Linus@Example.com', experience: 'beginner', availability: 'weekend' };
    const joined = await inject({ method: 'POST', url: '/api/waitlists/course', payload: body });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().entry).toEqual({ joined: true });
    await inject({ method: 'POST', url: '/api/waitlists/course', payload: { ...body, goals: 'Ship an app' } });
    const list = (await inject({ method: 'GET', url: '/api/waitlists/course', headers: ADMIN })).json();
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({ email: 'linus@example.com', goals: '' });
  });

  it('keeps the lists and the CSV export for the admin, with formula cells neutralised', async () => {
    await joinService(signup({ name: '=HYPERLINK("x")' }));
    expect((await inject({ method: 'GET', url: '/api/waitlists/service' })).statusCode).toBe(401);
    const csv = await inject({ method: 'GET', url: '/api/waitlists/service?format=csv', headers: ADMIN });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('createdAt,month,name,email,phone,projectSummary');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await inject({ method: 'GET', url: '/api/waitlists/other', headers: ADMIN })).statusCode).toBe(400);
  });

  it('limits sign-ups per IP', async () => {
    const limited = await buildTestApp({ rateLimit: { ...UNLIMITED, signupMax: 2 } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/waitlists/service', payload: signup() });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('picks the first month with room', () => {
    expect(firstOpenMonth(new Map(), '2026-12')).toBe('2026-12');
    expect(firstOpenMonth(new Map([['2026-12', 10]]), '2026-12')).toBe('2027-01');
    expect(firstOpenMonth(new Map([['2026-12', 9]]), '2026-12')).toBe('2026-12');
  });
});
