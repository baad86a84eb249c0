import { questionPath } from '@app/shared/navigation/marketplace-paths';
import {
  ListNotificationsResponseSchema,
  type Notification,
  NotificationSchema,
} from '@app/shared/notifications/notifications.schemas';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBounty, review, submitWork } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { createNamedVisitor, openConversation, sendMessage, type Visitor } from '../../test/conversation-factories.ts';
import { expectExactListAnswer } from '../../test/json-text-answers.ts';
import { listNotificationsAfter } from './notifications.service.ts';

describe('the notification centre', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const list = async (visitor: Visitor, query = '') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { notifications: Notification[]; nextCursor: string | null; unreadCount: number };
  };
  const markRead = (visitor: Visitor, payload: InjectOptions['payload']) =>
    testApp.app.inject({ method: 'POST', url: '/api/notifications/read', headers: visitor.headers, payload });

  /** An owner with `count` unread message notifications (and nothing else unread). */
  async function ownerWithMessages(count: number) {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await markRead(owner, { all: true });
    for (let index = 1; index <= count; index++)
      await sendMessage(testApp.app, applicant, applicationId, `Note ${index}`);
    return owner;
  }

  it('is for visitors only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const read = await testApp.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } });
    expect(read.statusCode).toBe(401);
  });

  it('lists my notifications newest first, page by page, with the unread count', async () => {
    const owner = await ownerWithMessages(3);
    const first = await list(owner, '?limit=2');
    expect(first.notifications.map((item) => item.body)).toEqual(['Note 3', 'Note 2']);
    expect(first.unreadCount).toBe(3);
    const second = await list(owner, `?limit=2&unread=true&cursor=${first.nextCursor}`);
    expect(second.notifications.map((item) => item.body)).toEqual(['Note 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('sends each notification exactly as the live stream does, and nothing more (the database writes the page)', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, applicant, applicationId, 'First');
    await markRead(owner, { all: true });
    await sendMessage(
      testApp.app,
      applicant,
      applicationId,
      'Quotes " and \\ backslashes, é, 日本語, 🚀 and </script>',
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: owner.headers,
    });
    const body = expectExactListAnswer(response, ListNotificationsResponseSchema, 'notifications', NotificationSchema);
    const streamed = await listNotificationsAfter(testApp.database.db, owner.user.id, {
      afterId: 0,
      lateIds: [],
      limit: 100,
    });
    expect(body.notifications).toEqual(streamed.reverse());
    expect(body.notifications.some((item: Notification) => item.readAt !== null && item.data.applicationId)).toBe(true);
    expect(body.notifications[0]).toMatchObject({ readAt: null, data: { applicationId } });
  });

  it('marks chosen notifications read, never anyone else’s, and lists only unread ones on request', async () => {
    const owner = await ownerWithMessages(3);
    const other = await ownerWithMessages(1);
    const [newest] = (await list(owner)).notifications;
    const [othersNewest] = (await list(other)).notifications;
    const response = await markRead(owner, { ids: [newest?.id, othersNewest?.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, unreadCount: 2 });
    expect((await list(other)).unreadCount).toBe(1);

    const unread = await list(owner, '?unread=true');
    expect(unread.notifications.map((item) => item.body)).toEqual(['Note 2', 'Note 1']);
    expect((await list(owner)).notifications[0]?.readAt).not.toBeNull();
  });

  it('marks all read at once, and refuses a request that names nothing', async () => {
    const owner = await ownerWithMessages(2);
    expect((await markRead(owner, { all: true })).json()).toEqual({ success: true, unreadCount: 0 });
    expect((await list(owner, '?unread=true')).notifications).toEqual([]);
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ['abc'] }]) {
      expect((await markRead(owner, payload)).statusCode).toBe(400);
    }
  });

  it('tells the asker about a new answer, and the answerer when it is accepted', async () => {
    const asker = await createNamedVisitor(testApp.app, 'Amara Asker');
    const helper = await createNamedVisitor(testApp.app, 'Hugo Helper');
    const question = await postQuestion(testApp.app, asker, { title: 'How do I cache API reads?' });
    // Answering your own question tells nobody.
    await postAnswer(testApp.app, asker, question.id, 'An update from me: I tried a CDN first.');
    const answer = await postAnswer(testApp.app, helper, question.id, 'Use ETags and a generation counter.');

    const [news] = (await list(asker)).notifications;
    expect(news).toMatchObject({
      kind: 'answer.new',
      title: 'New answer from Hugo Helper',
      body: 'Use ETags and a generation counter.',
      link: questionPath(question.id),
      data: { questionId: question.id, answerId: answer.id },
    });
    expect((await list(asker)).notifications).toHaveLength(1);

    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${answer.id}/accept`,
      headers: asker.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await list(helper)).notifications[0]).toMatchObject({
      kind: 'answer.accepted',
      title: 'Your answer was accepted',
      body: 'How do I cache API reads?',
      link: questionPath(question.id),
    });
  });

  it('tells a developer when their bounty submission is approved or rejected', async () => {
    const developer = await createVisitor(testApp.app);
    const paid = await createBounty(testApp.app, { title: 'Fix the flaky upload', reward: 250 });
    const approved = (await submitWork(testApp.app, developer, paid.id)).json().submission;
    await review(testApp.app, approved.id, 'approve');
    const declined = await createBounty(testApp.app, { title: 'Add dark mode' });
    const rejected = (await submitWork(testApp.app, developer, declined.id)).json().submission;
    await review(testApp.app, rejected.id, 'reject');

    const [rejection, approval] = (await list(developer)).notifications;
    expect(approval).toMatchObject({
      kind: 'bounty.approved',
      title: 'Your submission for "Fix the flaky upload" was approved',
      body: '250 tokens were paid to your wallet.',
      link: '/code-contributions',
      data: { bountyId: paid.id, submissionId: approved.id, status: 'Approved' },
    });
    expect(rejection).toMatchObject({
      kind: 'bounty.rejected',
      title: 'Your submission for "Add dark mode" was not accepted',
      body: 'Needs tests.',
      data: { bountyId: declined.id, status: 'Rejected' },
    });
  });
});
