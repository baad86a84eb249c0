import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDeveloperProfile } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, sendMessage, type Visitor } from '../../test/conversation-factories.ts';
import { accountEmails } from '../delivery/delivery.tables.ts';
import { createSubscriber } from '../delivery/push-decrypt.test-helper.ts';
import { compactUnreadChanges } from '../notifications/notification-counters.repository.ts';
import { USER_COLUMN_POLICY } from './account-data.policy.ts';
import { countRowsReferencing, listUserReferences, type UserReference } from './owned-rows.repository.ts';

/**
 * Issue 35 §3: deletion leaves no trace that reaches or names the person, and every column the
 * database's foreign keys tie to a user is decided (account-data.policy.ts), in the export and in
 * the deletion.
 */
describe('account deletion: what goes, what stays, what is decided', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const keyOf = (reference: UserReference) => `${reference.table}.${reference.column}`;
  const countsOf = async (userId: string) => {
    const references = await listUserReferences(testApp.database.db);
    const counts = await countRowsReferencing(testApp.database.db, references, userId);
    return Object.fromEntries(references.map((reference, index) => [keyOf(reference), counts[index] ?? 0]));
  };
  const deleteAccount = (visitor: Visitor) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: visitor.headers,
      payload: { confirm: 'DELETE' },
    });

  it('decides every column with a foreign key to users: a new one fails here until someone does', async () => {
    const found = (await listUserReferences(testApp.database.db)).map(keyOf).sort();
    expect(found).toEqual(Object.keys(USER_COLUMN_POLICY).sort());
  });

  it('exports every table the foreign keys tie to the user, except the machinery the policy names', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: visitor.headers });
    expect(response.statusCode).toBe(200);
    const references = await listUserReferences(testApp.database.db);
    const exported = references.filter((reference) => USER_COLUMN_POLICY[keyOf(reference)]?.exported !== false);
    const expected = new Set([...exported.map((reference) => reference.table), 'ledger_postings']);
    expect(Object.keys(response.json().tables).sort()).toEqual([...expected].sort());
    expect(response.json().tables.idempotency_keys).toBeUndefined();
    expect(response.json().tables.webauthn_challenges).toBeUndefined();
  });

  it("deletes the member's notifications, unread count, push devices, email and settings; analytics stay without them", async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const db = testApp.database.db;
    // Notifications that quote someone else's words, one of them folded into the counter.
    await sendMessage(testApp.app, owner, applicationId, 'Our budget is private: 12k, please keep it quiet.');
    await compactUnreadChanges(db);
    await sendMessage(testApp.app, owner, applicationId, 'And a second note.');
    await saveDeveloperProfile(testApp.app, applicant, { name: 'Arjun Applicant' });
    const push = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: applicant.headers,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/deleted-member', keys: createSubscriber().keys },
    });
    expect(push.statusCode).toBe(201);
    await db
      .insert(accountEmails)
      .values({ userId: applicant.user.id, email: 'arjun@example.com', verifiedAt: new Date() });
    const settings = await testApp.app.inject({
      method: 'PUT',
      url: '/api/account/notification-settings',
      headers: applicant.headers,
      payload: { digestHour: 7 },
    });
    expect(settings.statusCode).toBe(200);
    const tracked = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: applicant.headers,
      payload: {
        events: ['page_view', 'cta_click'].map((name) => ({
          name,
          timestamp: new Date().toISOString(),
          sessionId: 'deleted-member-session',
        })),
      },
    });
    expect(tracked.statusCode).toBe(202);

    const before = await countsOf(applicant.user.id);
    for (const key of [
      'notifications.user_id',
      'notification_counters.user_id',
      'notification_unread_changes.user_id',
      'push_subscriptions.user_id',
      'account_emails.user_id',
      'notification_settings.user_id',
      'analytics_events.user_id',
      'developer_profiles.user_id',
      'sessions.user_id',
      'job_applications.user_id',
    ]) {
      expect(before[key], key).toBeGreaterThan(0);
    }

    expect((await deleteAccount(applicant)).statusCode).toBe(200);

    const after = await countsOf(applicant.user.id);
    for (const [key, policy] of Object.entries(USER_COLUMN_POLICY)) {
      if (policy.afterDeletion === 'deleted' || policy.afterDeletion === 'detached') {
        expect({ key, rows: after[key] }).toEqual({ key, rows: 0 });
      }
      if (policy.afterDeletion === 'kept') expect({ key, rows: after[key] }).toEqual({ key, rows: before[key] });
    }
    // The analytics rows are still counted, by nobody.
    const events = await testApp.app.inject({
      method: 'GET',
      url: '/api/analytics/events?limit=100',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(events.statusCode).toBe(200);
    const mine = (events.json().events as { sessionId: string | null; userId: string | null }[]).filter(
      (event) => event.sessionId === 'deleted-member-session',
    );
    expect(mine.map((event) => event.userId)).toEqual([null, null]);
    // The other party's side is whole: the conversation and their notifications stay.
    const conversation = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/messages`,
      headers: owner.headers,
    });
    expect(conversation.json().messages).toHaveLength(2);
  });

  it('reads an unread count of 0 for the deleted member, however their changes were folded', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, owner, applicationId, 'One.');
    await compactUnreadChanges(testApp.database.db);
    await sendMessage(testApp.app, owner, applicationId, 'Two.');
    expect((await deleteAccount(applicant)).statusCode).toBe(200);
    await compactUnreadChanges(testApp.database.db);
    const after = await countsOf(applicant.user.id);
    expect(after['notification_counters.user_id']).toBe(0);
    expect(after['notification_unread_changes.user_id']).toBe(0);
  });
});
