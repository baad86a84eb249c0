import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';

const buildEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'page_viewed',
  props: { path: '/proto-hub' },
  timestamp: new Date().toISOString(),
  path: '/proto-hub',
  sessionId: 'session_1_abcdefghi',
  ...overrides,
});

describe('POST /api/analytics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const send = (events: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/analytics', headers, payload: { events } });

  it('stores a batch from an anonymous visitor', async () => {
    const response = await send([buildEvent(), buildEvent({ name: 'feedback_tab_changed', props: { tab: 'forms' } })]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, accepted: 2 });
  });

  it('links events to the visitor when a token is sent', async () => {
    const visitor = await createVisitor(testApp.app);
    await send([buildEvent({ name: 'linked_event' })], visitor.headers);
    const rows = await testApp.database.db.query.analyticsEvents.findMany({
      where: (events, { eq }) => eq(events.name, 'linked_event'),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(visitor.user.id);
  });

  it.each([
    ['an empty batch', [], 'events'],
    ['a batch over 50', Array.from({ length: 51 }, () => buildEvent()), 'events'],
    ['a bad event name', [buildEvent({ name: 'has spaces' })], 'events.0.name'],
    ['a missing timestamp', [buildEvent({ timestamp: undefined })], 'events.0.timestamp'],
    ['a nested property', [buildEvent({ props: { deep: { x: 1 } } })], 'events.0.props.deep'],
  ])('refuses %s with 400 naming the field', async (_label, events, path) => {
    const response = await send(events);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(path);
  });
});
