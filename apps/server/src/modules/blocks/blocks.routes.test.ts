import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToJob, publishJob } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createNamedVisitor, postMessage, type Visitor } from '../../test/conversation-factories.ts';
import {
  createDeveloper,
  postConversation,
  postDirectMessage,
  setBlock,
  startConversation,
} from '../../test/direct-conversation-factories.ts';

const BLOCKED = 'This member does not accept messages from you.';
const BLOCKED_APPLICATION = 'This member does not accept applications from you.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('blocking a member: POST|DELETE /api/members/:id/block, GET /api/account/blocks (issue 41 §5)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, unreadCompaction: false });
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const expectBlocked = (response: Awaited<ReturnType<typeof inject>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', message: BLOCKED });
  };
  const inboxOf = async (visitor: Visitor) =>
    (await inject({ method: 'GET', url: '/api/messages/conversations', headers: visitor.headers })).json()
      .conversations as { id: string; isBlocked: boolean }[];

  it('blocks idempotently; the blocked member can no longer write, directly or anew; unblocking restores it', async () => {
    const member = await createNamedVisitor(testApp.app, 'Spammy Sam');
    const { visitor: developer, profileId } = await createDeveloper(testApp.app);
    const id = await startConversation(testApp.app, member, profileId, 'Hi there');

    for (let round = 0; round < 2; round++) {
      const blocked = await setBlock(testApp.app, developer, member.user.id, 'POST');
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toEqual({ success: true, blocked: true });
    }
    expect((await inboxOf(developer)).find((item) => item.id === id)?.isBlocked).toBe(true);
    expect((await inboxOf(member)).find((item) => item.id === id)?.isBlocked).toBe(false);
    expectBlocked(await postDirectMessage(testApp.app, member, id, 'Hello again?'));
    expectBlocked(await postConversation(testApp.app, member, profileId, 'Hello again?'));
    // The blocker can still write; blocking is one way.
    expect((await postDirectMessage(testApp.app, developer, id, 'Please stop.')).statusCode).toBe(201);

    const list = await inject({ method: 'GET', url: '/api/account/blocks', headers: developer.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      blocks: [{ member: { id: member.user.id, name: 'Spammy Sam' } }],
      nextCursor: null,
    });

    for (let round = 0; round < 2; round++) {
      const unblocked = await setBlock(testApp.app, developer, member.user.id, 'DELETE');
      expect(unblocked.statusCode).toBe(200);
      expect(unblocked.json()).toEqual({ success: true, blocked: false });
    }
    expect((await postDirectMessage(testApp.app, member, id, 'Sorry, one question.')).statusCode).toBe(201);
    const after = await inject({ method: 'GET', url: '/api/account/blocks', headers: developer.headers });
    expect(after.json().blocks).toEqual([]);
  });

  it("refuses the blocked member's messages in an application's conversation and their job invitations", async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const { visitor: developer, profileId } = await createDeveloper(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const applicationId = await applyToJob(testApp.app, developer, jobId);
    const invite = () =>
      inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/invitations`,
        headers: owner.headers,
        payload: { developerId: profileId },
      });

    expect((await setBlock(testApp.app, developer, owner.user.id, 'POST')).statusCode).toBe(200);
    expectBlocked(await postMessage(testApp.app, owner, applicationId, 'Can we talk?'));
    expectBlocked(await invite());
    // The developer still writes to the owner.
    expect((await postMessage(testApp.app, developer, applicationId, 'About my application')).statusCode).toBe(201);

    expect((await setBlock(testApp.app, developer, owner.user.id, 'DELETE')).statusCode).toBe(200);
    expect((await postMessage(testApp.app, owner, applicationId, 'Can we talk?')).statusCode).toBe(201);
    // An application already exists here, so the invitation is refused for that reason, not the block.
    expect((await invite()).json().message).not.toBe(BLOCKED);
  });

  it("refuses applications from a member the job's owner blocks, one way; unblocking lets them apply", async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const { visitor: developer } = await createDeveloper(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const apply = (visitor: Visitor, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/applications', headers: visitor.headers, payload });
    const refused = (response: Awaited<ReturnType<typeof inject>>) => {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: BLOCKED_APPLICATION });
    };

    expect((await setBlock(testApp.app, owner, developer.user.id, 'POST')).statusCode).toBe(200);
    refused(await apply(developer, { jobId, coverLetter: 'I have built three booking apps.' }));
    // An application saved without a job and sent to this one later meets the same refusal.
    const saved = await apply(developer, { coverLetter: 'Saved for later.' });
    expect(saved.statusCode).toBe(201);
    const savedId = saved.json().application.id as string;
    refused(
      await inject({
        method: 'PUT',
        url: `/api/applications/${savedId}`,
        headers: developer.headers,
        payload: { jobId, coverLetter: 'Saved for later.' },
      }),
    );
    const applicants = await inject({ method: 'GET', url: `/api/jobs/${jobId}/applications`, headers: owner.headers });
    expect(applicants.json().applications).toEqual([]);

    // Blocking is one way: the member the owner blocks may still block the owner, and the owner can still apply to
    // the blocked member's job.
    const othersJob = await publishJob(testApp.app, developer);
    expect((await apply(owner, { jobId: othersJob, coverLetter: 'Reverse roles.' })).statusCode).toBe(201);

    expect((await setBlock(testApp.app, owner, developer.user.id, 'DELETE')).statusCode).toBe(200);
    expect((await apply(developer, { jobId, coverLetter: 'I have built three booking apps.' })).statusCode).toBe(201);
  });

  it('refuses blocking oneself (409) and an unknown member (404), and asks for a token', async () => {
    const visitor = await createVisitor(testApp.app);
    const self = await setBlock(testApp.app, visitor, visitor.user.id, 'POST');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot block yourself.');
    expect((await setBlock(testApp.app, visitor, UNKNOWN_ID, 'POST')).statusCode).toBe(404);
    expect((await setBlock(testApp.app, visitor, UNKNOWN_ID, 'DELETE')).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: `/api/members/${visitor.user.id}/block` })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/account/blocks' })).statusCode).toBe(401);
  });
});
