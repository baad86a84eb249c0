import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveDeveloperProfile } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  applyToJob,
  createNamedVisitor,
  openConversation,
  publishJob,
  sendMessage,
  type Visitor,
} from '../../test/conversation-factories.ts';

interface Summary {
  applicationId: string;
  role: 'owner' | 'applicant';
  otherParty: { id: string; name: string; avatar: string; developerId: string | null } | null;
  job: { id: string | null; title: string };
  lastMessage: { preview: string; authorId: string | null; createdAt: string };
  unread: number;
  canWrite: boolean;
}

describe('the inbox: GET /api/messages/conversations (issue 34 §1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, unreadCompaction: false });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const inboxOf = async (visitor: Visitor, query = '') => {
    const response = await inject({
      method: 'GET',
      url: `/api/messages/conversations${query}`,
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { conversations: Summary[]; nextCursor: string | null };
  };

  it('lists my conversations as an owner and as an applicant, newest activity first, with who, what and unread', async () => {
    const me = await createNamedVisitor(testApp.app, 'Maya Member');
    // I own a job someone applied to...
    const {
      applicant,
      applicationId: asOwner,
      jobId,
    } = await (async () => {
      const jobId = await publishJob(testApp.app, me);
      const applicant = await createNamedVisitor(testApp.app, 'Arjun Applicant');
      return { applicant, jobId, applicationId: await applyToJob(testApp.app, applicant, jobId) };
    })();
    // ...and applied to someone else's job.
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const otherJob = await publishJob(testApp.app, owner);
    const asApplicant = await applyToJob(testApp.app, me, otherJob);
    // An application without messages is no conversation yet.
    const silentJob = await publishJob(testApp.app, me);
    await applyToJob(testApp.app, await createVisitor(testApp.app), silentJob);

    await sendMessage(testApp.app, applicant, asOwner, 'Hello, I can start on Monday.');
    await sendMessage(testApp.app, applicant, asOwner, 'And I have a portfolio.');
    await sendMessage(testApp.app, me, asApplicant, 'Is the budget flexible?');
    await sendMessage(testApp.app, owner, asApplicant, 'A little. Tell me more.');

    const { conversations, nextCursor } = await inboxOf(me);
    expect(nextCursor).toBeNull();
    expect(conversations).toHaveLength(2);
    const [newest, older] = conversations;
    expect(newest).toMatchObject({
      applicationId: asApplicant,
      role: 'applicant',
      otherParty: { id: owner.user.id, name: 'Olivia Owner', developerId: null },
      job: { id: otherJob },
      lastMessage: { preview: 'A little. Tell me more.', authorId: owner.user.id },
      unread: 1,
      canWrite: true,
    });
    expect(older).toMatchObject({
      applicationId: asOwner,
      role: 'owner',
      otherParty: { id: applicant.user.id, name: 'Arjun Applicant', developerId: null },
      job: { id: jobId, title: expect.stringContaining('Build a booking app') },
      lastMessage: { preview: 'And I have a portfolio.' },
      unread: 2,
    });

    // Reading a conversation clears its unread count; a new message moves it to the top.
    await inject({ method: 'POST', url: `/api/applications/${asOwner}/read`, headers: me.headers });
    await sendMessage(testApp.app, me, asOwner, 'Monday works.');
    const after = await inboxOf(me);
    expect(after.conversations.map((item) => [item.applicationId, item.unread])).toEqual([
      [asOwner, 0],
      [asApplicant, 1],
    ]);
    // The other party sees the same conversation from their side.
    const theirs = await inboxOf(applicant);
    expect(theirs.conversations).toEqual([
      expect.objectContaining({
        applicationId: asOwner,
        role: 'applicant',
        otherParty: expect.objectContaining({ name: 'Maya Member' }),
        unread: 1,
      }),
    ]);
  });

  it("searches by the other person's name or the job's title, case-insensitively, wildcards taken literally", async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, applicant, applicationId, 'Hi!');
    const { applicationId: second } = await (async () => {
      const other = await createNamedVisitor(testApp.app, 'Zoe Zimmer');
      const jobId = await publishJob(testApp.app, other);
      return { applicationId: await applyToJob(testApp.app, applicant, jobId) };
    })();
    await sendMessage(testApp.app, applicant, second, 'Hello Zoe');

    const byName = await inboxOf(applicant, '?q=zimmer');
    expect(byName.conversations.map((item) => item.applicationId)).toEqual([second]);
    const byOwnerName = await inboxOf(applicant, `?q=${encodeURIComponent('olivia')}`);
    expect(byOwnerName.conversations.map((item) => item.applicationId)).toEqual([applicationId]);
    const byJob = await inboxOf(owner, '?q=BOOKING%20APP');
    expect(byJob.conversations.map((item) => item.applicationId)).toEqual([applicationId]);
    expect((await inboxOf(applicant, '?q=%25')).conversations).toEqual([]);
  });

  it("names an applicant's developer profile for their page, never the job owner's (issue 41 §2)", async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    await saveDeveloperProfile(testApp.app, owner, { name: 'Olivia Owner' });
    const applicant = await createNamedVisitor(testApp.app, 'Arjun Applicant');
    const profileId = await saveDeveloperProfile(testApp.app, applicant, { name: 'Arjun the Developer' });
    const applicationId = await applyToJob(testApp.app, applicant, await publishJob(testApp.app, owner));
    await sendMessage(testApp.app, applicant, applicationId, 'Here is my portfolio.');

    const [asOwner] = (await inboxOf(owner)).conversations;
    expect(asOwner?.otherParty).toMatchObject({ id: applicant.user.id, developerId: profileId });
    // The owner is the client side of this thread: their page is /members/:id, whatever else they are.
    const [asApplicant] = (await inboxOf(applicant)).conversations;
    expect(asApplicant?.otherParty).toMatchObject({ id: owner.user.id, developerId: null });
  });

  it('pages with a cursor, never repeating or skipping one', async () => {
    const applicant = await createNamedVisitor(testApp.app, 'Paging Person');
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const owner = await createNamedVisitor(testApp.app, `Owner ${index}`);
      const applicationId = await applyToJob(testApp.app, applicant, await publishJob(testApp.app, owner));
      await sendMessage(testApp.app, owner, applicationId, `Message ${index}`);
      ids.unshift(applicationId);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { conversations: Summary[]; nextCursor: string | null } = await inboxOf(
        applicant,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...page.conversations.map((item) => item.applicationId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it('keeps a conversation whose job was deleted, closed for writing', async () => {
    const { owner, applicant, jobId, applicationId } = await openConversation(testApp.app);
    await sendMessage(testApp.app, owner, applicationId, 'We will talk soon.');
    // As the messages' own test does: the job's row gone (its owner deleted their account, say).
    await testApp.database.db.execute(sql`delete from jobs where id = ${jobId}`);
    const { conversations } = await inboxOf(applicant);
    expect(conversations).toEqual([
      expect.objectContaining({
        applicationId,
        otherParty: null,
        job: expect.objectContaining({ id: null }),
        canWrite: false,
      }),
    ]);
  });

  it('answers 401 without a token, 400 for a bad cursor or limit, and nothing to a visitor with no conversations', async () => {
    expect((await inject({ method: 'GET', url: '/api/messages/conversations' })).statusCode).toBe(401);
    const visitor = await createVisitor(testApp.app);
    const bad = await inject({
      method: 'GET',
      url: '/api/messages/conversations?cursor=nonsense',
      headers: visitor.headers,
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await inject({
      method: 'GET',
      url: '/api/messages/conversations?limit=101',
      headers: visitor.headers,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await inboxOf(visitor)).toEqual({ success: true, conversations: [], nextCursor: null });
  });

  it('reads the inbox in a constant number of queries, whatever its length', async () => {
    // The fewest statements over three reads: a session-cache refresh announced a moment earlier (on
    // PostgreSQL, by LISTEN, at a time of its own) can land inside any one read, but it is not the
    // inbox's query; the inbox's own statements are in every read, so an N+1 would still show.
    const readOnce = async (visitor: Visitor) => {
      const execute = vi.spyOn(testApp.database.db, 'execute');
      const select = vi.spyOn(testApp.database.db, 'select');
      await inboxOf(visitor);
      const count = execute.mock.calls.length + select.mock.calls.length;
      execute.mockRestore();
      select.mockRestore();
      return count;
    };
    const countQueries = async (visitor: Visitor) => {
      await inboxOf(visitor);
      const counts = [];
      for (let read = 0; read < 3; read++) counts.push(await readOnce(visitor));
      return Math.min(...counts);
    };
    const applicant = await createNamedVisitor(testApp.app, 'Counting Queries');
    await inboxOf(applicant); // the session's first read may touch it
    const empty = await countQueries(applicant);
    for (let index = 0; index < 3; index++) {
      const owner = await createNamedVisitor(testApp.app, `Counted owner ${index}`);
      const applicationId = await applyToJob(testApp.app, applicant, await publishJob(testApp.app, owner));
      await sendMessage(testApp.app, owner, applicationId, `Hi ${index}`);
    }
    expect(await countQueries(applicant)).toBe(empty);
  });
});
