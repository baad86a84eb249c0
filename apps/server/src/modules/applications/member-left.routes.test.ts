import { MEMBER_LEFT_MESSAGE } from '@app/shared/users/users.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNamedVisitor,
  decide,
  decideOk,
  notificationsOf,
  publishJob,
  saveDeveloperProfile,
} from '../../test/application-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { hiredPair, propose } from '../../test/contract-factories.ts';
import { openConversation, postMessage, type Visitor } from '../../test/conversation-factories.ts';
import { applicationMessages } from '../messages/messages.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Issue 35 §3: what is aimed at a member who deleted their account answers 409 "This member has
 * left the platform.", writes nothing, and tells them nothing.
 */
describe('a member who left the platform', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const deleteAccount = async (visitor: Visitor) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: visitor.headers,
      payload: { confirm: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
  };
  const expectMemberLeft = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, error: 'conflict', message: MEMBER_LEFT_MESSAGE });
  };
  const messagesIn = (applicationId: string) =>
    testApp.database.db
      .select({ id: applicationMessages.id })
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, applicationId));

  it('refuses a message to an applicant who deleted their account, and stores no message or notification', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    expect((await postMessage(testApp.app, applicant, applicationId, 'Hello!')).statusCode).toBe(201);
    await deleteAccount(applicant);

    expectMemberLeft(await postMessage(testApp.app, owner, applicationId, 'Are you still there?'));
    expect(await messagesIn(applicationId)).toHaveLength(1);
    expect(await notificationsOf(testApp.database.db, applicant.user.id)).toEqual([]);
  });

  it("refuses a message to a job's owner who deleted their account", async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await deleteAccount(owner);
    expectMemberLeft(await postMessage(testApp.app, applicant, applicationId, 'Any news?'));
    expect(await messagesIn(applicationId)).toHaveLength(0);
    expect(await notificationsOf(testApp.database.db, owner.user.id)).toEqual([]);
  });

  it("refuses the owner's decisions on a deleted applicant's application; the status stays", async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await deleteAccount(applicant);
    for (const status of ['shortlisted', 'hired', 'declined']) {
      expectMemberLeft(await decide(testApp.app, owner, applicationId, status, 'Welcome aboard'));
    }
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}`,
      headers: owner.headers,
    });
    expect(detail.json().application.status).toBe('submitted');
    expect(await notificationsOf(testApp.database.db, applicant.user.id)).toEqual([]);
  });

  it('lets an applicant withdraw from a job whose owner left, telling nobody', async () => {
    const { owner, applicant, applicationId } = await openConversation(testApp.app);
    await deleteAccount(owner);
    expect((await decideOk(testApp.app, applicant, applicationId, 'withdrawn')).status).toBe('withdrawn');
    expect(await notificationsOf(testApp.database.db, owner.user.id)).toEqual([]);
  });

  it('refuses an invitation to a developer whose account deletion is under way, and after it', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    const developer = await createNamedVisitor(testApp.app, 'Devi Developer');
    const developerId = await saveDeveloperProfile(testApp.app, developer, { name: 'Devi Developer' });
    const invite = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/invitations`,
        headers: owner.headers,
        payload: { developerId },
      });

    // What the invitation reads once a deletion that holds the member's row commits: the user row
    // marked deleted while the profile was still read (the deletion removes it in the same commit).
    await testApp.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, developer.user.id));
    expectMemberLeft(await invite());
    expect(await notificationsOf(testApp.database.db, developer.user.id)).toEqual([]);

    // After the deletion the profile is gone with the account, and its id is remembered.
    await testApp.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, developer.user.id));
    await deleteAccount(developer);
    expectMemberLeft(await invite());
    expect(await notificationsOf(testApp.database.db, developer.user.id)).toEqual([]);
  });

  it('refuses a contract proposal to a hired developer who deleted their account', async () => {
    const { client, developer, applicationId } = await hiredPair(testApp.app);
    await deleteAccount(developer);
    expectMemberLeft(await propose(testApp.app, client, applicationId));
    const contracts = await testApp.app.inject({ method: 'GET', url: '/api/contracts', headers: client.headers });
    expect(contracts.json().contracts).toEqual([]);
  });

  it('sends no notification to a member who deleted their account (an answer to their question)', async () => {
    const author = await createNamedVisitor(testApp.app, 'Quinn Questioner');
    const question = await postQuestion(testApp.app, author);
    await deleteAccount(author);
    const answerer = await createNamedVisitor(testApp.app, 'Ada Answerer');
    await postAnswer(testApp.app, answerer, question.id);
    expect(await notificationsOf(testApp.database.db, author.user.id)).toEqual([]);
  });

  it('still tells a member who is here: an answer to a live question notifies its author', async () => {
    const author = await createNamedVisitor(testApp.app, 'Quinn Questioner');
    const question = await postQuestion(testApp.app, author);
    const answerer = await createNamedVisitor(testApp.app, 'Ada Answerer');
    await postAnswer(testApp.app, answerer, question.id);
    expect(await notificationsOf(testApp.database.db, author.user.id)).toHaveLength(1);
  });

  it('refuses an application to a job whose owner deleted their account', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    await deleteAccount(owner);
    const applicant = await createNamedVisitor(testApp.app, 'Arjun Applicant');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { jobId, coverLetter: 'Still hiring?' },
    });
    expectMemberLeft(response);
    expect(await notificationsOf(testApp.database.db, owner.user.id)).toEqual([]);
  });
});
