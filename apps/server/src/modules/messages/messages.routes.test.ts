import { jobApplicantsPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { openConversation, postMessage, sendMessage, type Visitor } from '../../test/conversation-factories.ts';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe('the conversation of an application', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const readPage = async (visitor: Visitor, applicationId: string, query = '') => {
    const response = await inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/messages${query}`,
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      messages: { id: string; body: string; author: { name: string } }[];
      nextCursor: string | null;
    };
  };
  const unreadOf = async (visitor: Visitor) =>
    (await inject({ method: 'GET', url: '/api/messages/unread', headers: visitor.headers })).json();
  const notificationsOf = async (visitor: Visitor) =>
    (await inject({ method: 'GET', url: '/api/notifications', headers: visitor.headers })).json();

  it('lets the owner and the applicant write to each other, newlines kept', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const first = await postMessage(testApp.app, applicant, applicationId, 'Hello!\n\nI can start on Monday.');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({
      applicationId,
      body: 'Hello!\n\nI can start on Monday.',
      author: { id: applicant.user.id, name: 'Arjun Applicant' },
    });
    await sendMessage(testApp.app, owner, applicationId, 'Great, Monday it is.');

    for (const visitor of [owner, applicant]) {
      const page = await readPage(visitor, applicationId);
      expect(page.messages.map((message) => message.body)).toEqual([
        'Hello!\n\nI can start on Monday.',
        'Great, Monday it is.',
      ]);
      expect(page.nextCursor).toBeNull();
    }
  });

  it('names a developer by their profile, as the applicants page does', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const profile = await inject({
      method: 'PUT',
      url: '/api/developers/me',
      headers: applicant.headers,
      payload: { name: 'Ada Lovelace', title: 'Senior Frontend Engineer' },
    });
    expect(profile.statusCode).toBe(200);
    const sent = await postMessage(testApp.app, applicant, applicationId, 'Hi, about the booking app.');
    expect(sent.json().message.author.name).toBe('Ada Lovelace');
    const page = await readPage(owner, applicationId);
    expect(page.messages.at(-1)?.author.name).toBe('Ada Lovelace');
    const { notifications } = await notificationsOf(owner);
    expect(notifications[0]).toMatchObject({ kind: 'message.new', title: 'New message from Ada Lovelace' });
  });

  it('pages from the newest back, each page reading oldest first', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    for (let index = 1; index <= 5; index++) {
      await sendMessage(testApp.app, index % 2 ? applicant : owner, applicationId, `Message ${index}`);
    }
    const newest = await readPage(owner, applicationId, '?limit=2');
    expect(newest.messages.map((message) => message.body)).toEqual(['Message 4', 'Message 5']);
    const middle = await readPage(owner, applicationId, `?limit=2&cursor=${newest.nextCursor}`);
    expect(middle.messages.map((message) => message.body)).toEqual(['Message 2', 'Message 3']);
    const oldest = await readPage(owner, applicationId, `?limit=2&cursor=${middle.nextCursor}`);
    expect(oldest.messages.map((message) => message.body)).toEqual(['Message 1']);
    expect(oldest.nextCursor).toBeNull();
  });

  it('posts a retried send with the same Idempotency-Key only once', async () => {
    const { applicant, applicationId } = await openConversation(testApp.app);
    const key = { 'idempotency-key': 'send-once-1' };
    const sent = await postMessage(testApp.app, applicant, applicationId, 'Are you still hiring?', key);
    const retried = await postMessage(testApp.app, applicant, applicationId, 'Are you still hiring?', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().message.id).toBe(sent.json().message.id);
    expect((await readPage(applicant, applicationId)).messages).toHaveLength(1);
  });

  it('refuses an empty or an over-long message with a sentence that says why', async () => {
    const { applicant, applicationId } = await openConversation(testApp.app);
    const blank = await postMessage(testApp.app, applicant, applicationId, '   \n  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toEqual({ path: 'body', message: 'Write a message first.' });
    const long = await postMessage(testApp.app, applicant, applicationId, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toEqual({ path: 'body', message: 'A message is at most 5,000 characters.' });
    expect((await postMessage(testApp.app, applicant, applicationId, 'x'.repeat(5000))).statusCode).toBe(201);
  });

  it('keeps the conversation from everyone else: 404 as for an unknown id, 401 without a token', async () => {
    const { applicationId } = await openConversation(testApp.app);
    const stranger = await createVisitor(testApp.app);
    for (const request of [
      { method: 'GET' as const, url: `/api/applications/${applicationId}/messages` },
      { method: 'POST' as const, url: `/api/applications/${applicationId}/messages`, payload: { body: 'Hi' } },
      { method: 'POST' as const, url: `/api/applications/${applicationId}/read` },
    ]) {
      const foreign = await inject({ ...request, headers: stranger.headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('No conversation with this id.');
      const unknown = await inject({
        ...request,
        url: request.url.replace(applicationId, '00000000-0000-4000-8000-000000000000'),
        headers: stranger.headers,
      });
      expect(unknown.json()).toEqual(foreign.json());
      expect((await inject(request)).statusCode).toBe(401);
    }
  });

  it('tells the other party, linking to where they read it', async () => {
    const { owner, applicant, jobId, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, applicant, applicationId, `Hello! ${'A long introduction. '.repeat(10)}`);
    await sendMessage(testApp.app, owner, applicationId, 'Thanks, shortlisting you now.');

    const [toOwner] = (await notificationsOf(owner)).notifications.filter(
      (item: { kind: string }) => item.kind === 'message.new',
    );
    expect(toOwner).toMatchObject({
      title: 'New message from Arjun Applicant',
      link: jobApplicantsPath(jobId, applicationId),
      data: { applicationId, jobId },
      readAt: null,
    });
    expect(toOwner.body).toBe(`Hello! ${'A long introduction. '.repeat(10)}`.slice(0, 140));
    const [toApplicant] = (await notificationsOf(applicant)).notifications.filter(
      (item: { kind: string }) => item.kind === 'message.new',
    );
    expect(toApplicant).toMatchObject({
      title: 'New message from Olivia Owner',
      body: 'Thanks, shortlisting you now.',
      link: myApplicationPath(applicationId),
    });
  });

  it('counts unread messages per conversation and in total; opening a conversation reads it', async () => {
    const first = await openConversation(testApp.app);
    const owner = first.owner;
    const second = await openConversation(testApp.app);
    await sendMessage(testApp.app, owner, first.applicationId, 'Welcome!');
    await sendMessage(testApp.app, first.applicant, first.applicationId, 'One');
    await sendMessage(testApp.app, first.applicant, first.applicationId, 'Two');
    await sendMessage(testApp.app, second.applicant, second.applicationId, 'Elsewhere');

    expect(await unreadOf(owner)).toEqual({
      success: true,
      total: 2,
      conversations: [{ kind: 'application', id: first.applicationId, applicationId: first.applicationId, unread: 2 }],
    });
    // What you write yourself is never unread, and writing reads what came before it.
    expect((await unreadOf(first.applicant)).total).toBe(0);
    // Other news (the new applications) stays unread beside the two message notifications.
    const unreadNotifications = (await notificationsOf(owner)).unreadCount;

    const read = await inject({
      method: 'POST',
      url: `/api/applications/${first.applicationId}/read`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, total: 0, conversations: [] });
    expect(await unreadOf(owner)).toMatchObject({ total: 0 });
    // Its message notifications are read with it.
    expect((await notificationsOf(owner)).unreadCount).toBe(unreadNotifications - 2);

    await sendMessage(testApp.app, owner, first.applicationId, 'Noted.');
    expect((await unreadOf(first.applicant)).conversations).toEqual([
      { kind: 'application', id: first.applicationId, applicationId: first.applicationId, unread: 1 },
    ]);
    await sendMessage(testApp.app, first.applicant, first.applicationId, 'Three');
    expect((await unreadOf(owner)).conversations).toEqual([
      { kind: 'application', id: first.applicationId, applicationId: first.applicationId, unread: 1 },
    ]);
    expect((await unreadOf(second.owner)).total).toBe(1);
  });

  it('closes the conversation of a job that was deleted', async () => {
    const { applicant, jobId, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, applicant, applicationId, 'Before the job went away');
    await testApp.database.db.execute(sql`delete from jobs where id = ${jobId}`);
    const refused = await postMessage(testApp.app, applicant, applicationId, 'Anyone there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job was deleted, so its conversation is closed.');
    expect((await readPage(applicant, applicationId)).messages).toHaveLength(1);
  });

  it('lets a party report a message, hides it from anyone else, and the admin removes it', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    const kept = await sendMessage(testApp.app, applicant, applicationId, 'A normal message');
    const spam = await sendMessage(testApp.app, applicant, applicationId, 'Buy cheap followers now');
    const report = (who: Visitor, contentId: string) =>
      inject({
        method: 'POST',
        url: '/api/reports',
        headers: who.headers,
        payload: { contentType: 'message', contentId, reason: 'spam' },
      });

    const stranger = await createVisitor(testApp.app);
    const foreign = await report(stranger, spam.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No message with this id.');

    const reported = await report(owner, spam.id);
    expect(reported.statusCode).toBe(201);
    expect(reported.json().report).toMatchObject({ contentType: 'message', contentId: spam.id, status: 'open' });
    const resolved = await inject({
      method: 'POST',
      url: `/api/reports/${reported.json().report.id}/resolve`,
      headers: admin,
      payload: { action: 'remove-content' },
    });
    expect(resolved.json().report.status).toBe('content-removed');
    expect((await readPage(owner, applicationId)).messages.map((message) => message.id)).toEqual([kept.id]);
  });
});
