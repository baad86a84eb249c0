import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createNamedVisitor, type Visitor } from '../../test/conversation-factories.ts';
import {
  createDeveloper,
  postConversation,
  postDirectMessage,
  startConversation,
} from '../../test/direct-conversation-factories.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { directConversations } from './messages.tables.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('direct conversations: POST /api/conversations and /api/conversations/:id/* (issue 41 §5)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, unreadCompaction: false });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const get = (visitor: Visitor, url: string) => inject({ method: 'GET', url, headers: visitor.headers });

  it('starts a conversation with 201, and writing again to the same developer joins it with 200', async () => {
    const member = await createNamedVisitor(testApp.app, 'Maya Member');
    const { visitor: developer, profileId } = await createDeveloper(testApp.app);

    const first = await postConversation(testApp.app, member, profileId, 'Are you free in May?');
    expect(first.statusCode).toBe(201);
    const { conversation, message } = first.json();
    expect(conversation).toMatchObject({
      kind: 'direct',
      applicationId: null,
      role: 'member',
      // The developer's page is their profile's (issue 41 §2).
      otherParty: { id: developer.user.id, name: 'Dana Developer', developerId: profileId },
      job: null,
      lastMessage: { preview: 'Are you free in May?', authorId: member.user.id },
      unread: 0,
      canWrite: true,
      isBlocked: false,
    });
    expect(message).toMatchObject({
      conversationId: conversation.id,
      applicationId: null,
      author: { id: member.user.id, name: 'Maya Member' },
      body: 'Are you free in May?',
    });

    const again = await postConversation(testApp.app, member, profileId, 'And in June?');
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(conversation.id);

    const thread = await get(developer, `/api/conversations/${conversation.id}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages.map((item: { body: string }) => item.body)).toEqual([
      'Are you free in May?',
      'And in June?',
    ]);
    const reply = await postDirectMessage(testApp.app, developer, conversation.id, 'Yes, from the 3rd.');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message.author).toMatchObject({ id: developer.user.id, name: 'Dana Developer' });

    // The developer is told as application messages tell: message.new, linking to the thread.
    const [notice] = (await notificationsOf(testApp.database.db, developer.user.id)).filter(
      (item) => item.kind === 'message.new',
    );
    expect(notice).toMatchObject({
      title: 'New message from Maya Member',
      body: 'Are you free in May?',
      link: `/messages?direct=${conversation.id}`,
      data: { conversationId: conversation.id },
    });
  });

  it('keeps the conversation to its two people: anyone else gets 404', async () => {
    const member = await createVisitor(testApp.app);
    const { profileId } = await createDeveloper(testApp.app);
    const id = await startConversation(testApp.app, member, profileId, 'Hello');
    const outsider = await createVisitor(testApp.app);

    expect((await get(outsider, `/api/conversations/${id}/messages`)).statusCode).toBe(404);
    const write = await postDirectMessage(testApp.app, outsider, id, 'Let me in');
    expect(write.statusCode).toBe(404);
    expect(write.json().message).toBe('No conversation with this id.');
    expect(
      (await inject({ method: 'POST', url: `/api/conversations/${id}/read`, headers: outsider.headers })).statusCode,
    ).toBe(404);
    expect((await get(outsider, `/api/conversations/${UNKNOWN_ID}/messages`)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/conversations/${id}/messages` })).statusCode).toBe(401);
  });

  it('refuses a demo profile, oneself, an unknown developer and a bad body, each with its reason', async () => {
    const member = await createVisitor(testApp.app);
    const [demo] = await testApp.database.db
      .insert(developerProfiles)
      .values({ name: 'Demo Developer', avatarSeed: 'demo' })
      .returning();
    const demoAnswer = await postConversation(testApp.app, member, demo?.id ?? UNKNOWN_ID, 'Hi');
    expect(demoAnswer.statusCode).toBe(409);
    expect(demoAnswer.json().message).toBe('This is a demo profile: it cannot receive messages.');

    const { visitor: developer, profileId } = await createDeveloper(testApp.app);
    const self = await postConversation(testApp.app, developer, profileId, 'Note to self');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot send a message to yourself.');

    expect((await postConversation(testApp.app, member, UNKNOWN_ID, 'Hi')).statusCode).toBe(404);
    const empty = await postConversation(testApp.app, member, profileId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body', message: 'Write a message first.' }]);
    const long = await postConversation(testApp.app, member, profileId, 'x'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'body', message: 'A message is at most 5,000 characters.' }]);
    // Nothing was started by the refusals.
    const started = await testApp.database.db
      .select()
      .from(directConversations)
      .where(eq(directConversations.memberId, member.user.id));
    expect(started).toHaveLength(0);
  });

  it('lets a member start 20 new conversations a day; the 21st answers 429, an existing one still works', async () => {
    const member = await createVisitor(testApp.app);
    const developers = await Promise.all(
      Array.from({ length: 21 }, (_, index) => createDeveloper(testApp.app, `Developer ${index}`)),
    );
    for (const developer of developers.slice(0, 20)) {
      expect((await postConversation(testApp.app, member, developer.profileId, 'Hello')).statusCode).toBe(201);
    }
    const last = developers[20];
    if (!last) throw new Error('no 21st developer');
    const refused = await postConversation(testApp.app, member, last.profileId, 'Hello');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'rate_limited',
      message: 'You can start at most 20 new conversations a day. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    // Writing again in a conversation already started is no new one.
    expect((await postConversation(testApp.app, member, developers[0]?.profileId ?? '', 'Again')).statusCode).toBe(200);
    // A day later the window has moved on.
    await testApp.database.db
      .update(directConversations)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(directConversations.memberId, member.user.id));
    expect((await postConversation(testApp.app, member, last.profileId, 'Hello')).statusCode).toBe(201);
  });

  it('lists direct conversations in both inboxes beside application threads, with unread counts and search', async () => {
    const member = await createNamedVisitor(testApp.app, 'Maya Member');
    const { visitor: developer, profileId } = await createDeveloper(testApp.app, 'Priya Coder');
    const id = await startConversation(testApp.app, member, profileId, 'Question before a job');
    await startConversation(testApp.app, member, profileId, 'And one more');

    const unread = (await get(developer, '/api/messages/unread')).json();
    expect(unread).toMatchObject({ total: 2, conversations: [{ kind: 'direct', id, applicationId: null, unread: 2 }] });
    const inbox = (await get(developer, '/api/messages/conversations')).json();
    expect(inbox.conversations).toEqual([
      expect.objectContaining({
        kind: 'direct',
        id,
        role: 'developer',
        otherParty: expect.objectContaining({ id: member.user.id, name: 'Maya Member', developerId: null }),
        unread: 2,
        lastMessage: expect.objectContaining({ preview: 'And one more' }),
      }),
    ]);
    expect((await get(member, '/api/messages/conversations?q=priya')).json().conversations).toHaveLength(1);
    expect((await get(member, '/api/messages/conversations?q=nobody')).json().conversations).toHaveLength(0);

    const read = await inject({ method: 'POST', url: `/api/conversations/${id}/read`, headers: developer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ total: 0, conversations: [] });
    const notices = await notificationsOf(testApp.database.db, developer.user.id);
    expect(notices.filter((item) => item.kind === 'message.new')).toHaveLength(2);
    const bell = (await get(developer, '/api/notifications?limit=10')).json();
    expect(bell.notifications.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
  });

  it('pages the inbox across both kinds with the cursor', async () => {
    const member = await createVisitor(testApp.app);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const { profileId } = await createDeveloper(testApp.app, `Pager ${index}`);
      ids.push(await startConversation(testApp.app, member, profileId, `Hello ${index}`));
    }
    const first = (await get(member, '/api/messages/conversations?limit=2')).json();
    expect(first.conversations.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = (await get(member, `/api/messages/conversations?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.conversations.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
  });

  it('lets either of the two report a message of the conversation, nobody else', async () => {
    const member = await createVisitor(testApp.app);
    const { visitor: developer, profileId } = await createDeveloper(testApp.app);
    const response = await postConversation(testApp.app, member, profileId, 'Buy my course at https://spam.example');
    const messageId = response.json().message.id as string;
    const report = (visitor: Visitor) =>
      inject({
        method: 'POST',
        url: '/api/reports',
        headers: visitor.headers,
        payload: { contentType: 'message', contentId: messageId, reason: 'spam' },
      });
    expect((await report(await createVisitor(testApp.app))).statusCode).toBe(404);
    expect((await report(developer)).statusCode).toBe(201);
  });
});
