import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyToJob,
  createNamedVisitor,
  decideOk,
  jobWithApplicants,
  notificationsOf,
  publishJob,
  saveDeveloperProfile,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { applicationMessages } from '../messages/messages.tables.ts';
import { jobApplications } from './applications.tables.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe("a job owner's view of their jobs and applicants", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const applicantsOf = async (visitor: { headers: Record<string, string> }, jobId: string, query = '') =>
    get(`/api/jobs/${jobId}/applications${query}`, visitor.headers);

  it('lists my jobs, newest first, with how many applications each has and how many await a decision', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(testApp.app, 3);
    const [first, second] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await decideOk(testApp.app, owner, first.applicationId, 'declined');
    await decideOk(testApp.app, second.visitor, second.applicationId, 'withdrawn');
    const quiet = await publishJob(testApp.app, owner);
    const someoneElses = await createVisitor(testApp.app);
    await publishJob(testApp.app, someoneElses);

    const response = await get('/api/jobs/mine', owner.headers);
    expect(response.statusCode).toBe(200);
    const { jobs, nextCursor } = response.json();
    expect(jobs.map((job: { id: string }) => job.id)).toEqual([quiet, jobId]);
    expect(jobs[0]).toMatchObject({
      status: 'published',
      ownerId: owner.user.id,
      applicationCounts: { total: 0, new: 0 },
    });
    expect(jobs[1].applicationCounts).toEqual({ total: 3, new: 1 });
    expect(jobs[1].hiredApplicationId).toBeNull();
    expect(nextCursor).toBeNull();

    // A hire names the application the job's contract is proposed from (issue 32 §6).
    const third = applicants[2] as (typeof applicants)[number];
    await decideOk(testApp.app, owner, third.applicationId, 'shortlisted');
    await decideOk(testApp.app, owner, third.applicationId, 'hired');
    const filled = (await get('/api/jobs/mine', owner.headers)).json().jobs[1];
    expect(filled).toMatchObject({ status: 'filled', hiredApplicationId: third.applicationId });

    const page1 = (await get('/api/jobs/mine?limit=1', owner.headers)).json();
    expect(page1.jobs.map((job: { id: string }) => job.id)).toEqual([quiet]);
    const page2 = (await get(`/api/jobs/mine?limit=1&cursor=${page1.nextCursor}`, owner.headers)).json();
    expect(page2.jobs.map((job: { id: string }) => job.id)).toEqual([jobId]);
    expect(page2.nextCursor).toBeNull();
    expect((await get('/api/jobs/mine')).statusCode).toBe(401);
  });

  it('shows each applicant with their developer profile, cover letter and status, for the owner and the admin', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    const developer = await createNamedVisitor(testApp.app, 'Dev Account');
    const profileId = await saveDeveloperProfile(testApp.app, developer, {
      name: 'Dana Developer',
      title: 'Flutter Engineer',
      skills: ['Flutter', 'Dart'],
      hourlyRate: '$80/hr',
      availability: 'Busy',
    });
    const plain = await createNamedVisitor(testApp.app, 'Pat Plain');
    const withProfile = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: developer.headers,
      payload: {
        jobId,
        coverLetter: 'I shipped three booking apps.',
        relevantSkills: ['Flutter'],
        relevantExperience: ['Gym chain app'],
        resumeHighlights: ['100k users'],
        interviewPrep: ['Offline sync'],
      },
    });
    const plainId = await applyToJob(testApp.app, plain, jobId);

    const response = await applicantsOf(owner, jobId);
    expect(response.statusCode).toBe(200);
    const [newest, oldest] = response.json().applications;
    expect(newest).toMatchObject({
      id: plainId,
      status: 'submitted',
      job: { id: jobId, status: 'published', ownerId: owner.user.id, ownerName: 'Olivia Owner' },
      applicant: { userId: plain.user.id, name: 'Pat Plain', developer: null },
      unreadCount: 0,
      lastMessageAt: null,
    });
    expect(oldest).toMatchObject({
      id: withProfile.json().application.id,
      coverLetter: 'I shipped three booking apps.',
      relevantExperience: ['Gym chain app'],
      resumeHighlights: ['100k users'],
      interviewPrep: ['Offline sync'],
      applicant: {
        userId: developer.user.id,
        name: 'Dev Account',
        developer: {
          id: profileId,
          name: 'Dana Developer',
          title: 'Flutter Engineer',
          skills: ['Flutter', 'Dart'],
          hourlyRate: '$80/hr',
          availability: 'Busy',
          rating: null,
        },
      },
    });
    const asAdmin = await applicantsOf({ headers: ADMIN }, jobId);
    expect(asAdmin.json().applications.map((a: { id: string }) => a.id)).toEqual([newest.id, oldest.id]);
  });

  it('filters by status and pages through the applicants', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(testApp.app, 3);
    const ids = applicants.map((a) => a.applicationId).reverse();
    await decideOk(testApp.app, owner, ids[1] as string, 'shortlisted');
    const shortlisted = (await applicantsOf(owner, jobId, '?status=shortlisted')).json();
    expect(shortlisted.applications.map((a: { id: string }) => a.id)).toEqual([ids[1]]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await applicantsOf(owner, jobId, query)).json();
      seen.push(...page.applications.map((a: { id: string }) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
    const bad = await applicantsOf(owner, jobId, '?status=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it("keeps a job's applicants from anyone but its owner and the admin", async () => {
    const { jobId, applicants } = await jobWithApplicants(testApp.app, 1);
    const [{ visitor: applicant }] = applicants as [(typeof applicants)[number]];
    for (const visitor of [applicant, await createVisitor(testApp.app)]) {
      const response = await applicantsOf(visitor, jobId);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the owner of this job can see its applicants.');
    }
    const unknown = await applicantsOf({ headers: ADMIN }, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No job with this id.');
    expect((await get(`/api/jobs/${jobId}/applications`)).statusCode).toBe(401);
  });

  it('shows one application to its two parties only, with the unread messages of each', async () => {
    const { owner, applicants } = await jobWithApplicants(testApp.app, 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    const stranger = await createVisitor(testApp.app);
    const db = testApp.database.db;
    // Two messages from the applicant and one from the owner, the first read by the owner.
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds));
    await db.insert(applicationMessages).values([
      { applicationId, authorId: applicant.user.id, body: 'Hello', createdAt: at(1) },
      { applicationId, authorId: applicant.user.id, body: 'Are you there?', createdAt: at(3) },
      { applicationId, authorId: owner.user.id, body: 'Yes!', createdAt: at(4) },
    ]);
    await db
      .update(jobApplications)
      .set({ ownerReadAt: at(2), lastMessageAt: at(4) })
      .where(eq(jobApplications.id, applicationId));

    const asOwner = await get(`/api/applications/${applicationId}`, owner.headers);
    expect(asOwner.json().application).toMatchObject({ id: applicationId, unreadCount: 1 });
    expect(asOwner.json().application.lastMessageAt).toBe(at(4).toISOString());
    const asApplicant = await get(`/api/applications/${applicationId}`, applicant.headers);
    expect(asApplicant.json().application.unreadCount).toBe(1);
    const mine = (await get('/api/applications/mine', applicant.headers)).json();
    expect(mine.applications[0]).toMatchObject({ id: applicationId, unreadCount: 1 });
    const list = (await applicantsOf(owner, (mine.applications[0].job as { id: string }).id)).json();
    expect(list.applications[0].unreadCount).toBe(1);

    const hidden = await get(`/api/applications/${applicationId}`, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('No application with this id.');
    expect((await get(`/api/applications/${UNKNOWN_ID}`, owner.headers)).statusCode).toBe(404);
  });

  it('pages through my applications, newest first', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.unshift(await applyToJob(testApp.app, applicant, await publishJob(testApp.app, owner)));
    const page1 = (await get('/api/applications/mine?limit=2', applicant.headers)).json();
    expect(page1.applications.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 2));
    expect(page1.applications[0].job.ownerId).toBe(owner.user.id);
    const page2 = (await get(`/api/applications/mine?limit=2&cursor=${page1.nextCursor}`, applicant.headers)).json();
    expect(page2.applications.map((a: { id: string }) => a.id)).toEqual(ids.slice(2));
    expect(page2.nextCursor).toBeNull();
    const bad = await get('/api/applications/mine?cursor=nonsense', applicant.headers);
    expect(bad.statusCode).toBe(400);
  });
});

describe('inviting a developer to apply', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const invite = (visitor: Visitor, jobId: string, developerId: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/invitations`,
      headers: visitor.headers,
      payload: { developerId },
    });

  it('invites a developer once; they are told, see it among theirs, and then apply to it', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    const developer = await createNamedVisitor(testApp.app, 'Dana');
    const developerId = await saveDeveloperProfile(testApp.app, developer, { name: 'Dana Developer' });

    const response = await invite(owner, jobId, developerId);
    expect(response.statusCode).toBe(201);
    const { invitation } = response.json();
    expect(invitation).toMatchObject({
      job: { id: jobId, status: 'published', ownerId: owner.user.id, ownerName: 'Olivia Owner' },
      developerId,
      invitedBy: { id: owner.user.id, name: 'Olivia Owner' },
      applicationId: null,
    });
    const repeat = await invite(owner, jobId, developerId);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe('You have already invited this developer to this job.');

    expect(await notificationsOf(testApp.database.db, developer.user.id)).toEqual([
      {
        kind: 'invitation.new',
        title: `Olivia Owner invited you to apply for ${invitation.job.title}`,
        body: '',
        link: `/jobs/${jobId}`,
        data: { invitationId: invitation.id, jobId },
      },
    ]);

    const mine = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/invitations/mine', headers: developer.headers })).json();
    expect((await mine()).invitations).toEqual([invitation]);
    const applicationId = await applyToJob(testApp.app, developer, jobId);
    expect((await mine()).invitations[0].applicationId).toBe(applicationId);
    const nobody = await createVisitor(testApp.app);
    const none = await testApp.app.inject({ method: 'GET', url: '/api/invitations/mine', headers: nobody.headers });
    expect(none.json()).toEqual({ success: true, invitations: [], nextCursor: null });
  });

  it('refuses what cannot be an invitation, each with its reason', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    const ownProfile = await saveDeveloperProfile(testApp.app, owner, { name: 'Olivia Codes Too' });
    const developer = await createVisitor(testApp.app);
    const developerId = await saveDeveloperProfile(testApp.app, developer, { name: 'Dana Developer' });
    const stranger = await createVisitor(testApp.app);
    const expectRefusal = async (response: Awaited<ReturnType<typeof invite>>, status: number, message: string) => {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    };

    await expectRefusal(await invite(owner, UNKNOWN_ID, developerId), 404, 'No job with this id.');
    await expectRefusal(await invite(owner, jobId, UNKNOWN_ID), 404, 'No developer with this id.');
    await expectRefusal(
      await invite(stranger, jobId, developerId),
      403,
      'Only the owner of this job can invite developers to it.',
    );
    await expectRefusal(await invite(owner, jobId, ownProfile), 409, 'You cannot invite yourself to your own job.');
    // The demo developers have no account to tell.
    const [demo] = await testApp.database.db
      .insert(developerProfiles)
      .values({ name: 'Demo Developer', avatarSeed: 'demo' })
      .returning();
    await expectRefusal(
      await invite(owner, jobId, demo?.id ?? UNKNOWN_ID),
      409,
      'This developer has no account on the platform yet, so they cannot receive an invitation.',
    );
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      headers: owner.headers,
      payload: { status: 'closed' },
    });
    await expectRefusal(
      await invite(owner, jobId, developerId),
      409,
      'Only an open job can receive applications: reopen it before inviting anyone.',
    );
    const bad = await invite(owner, jobId, 'someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'developerId', message: 'must be a developer id' }]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/invitations/mine' })).statusCode).toBe(401);
  });

  it('says a developer already applied instead of inviting them, and tells them nothing (issue 41 §5)', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const jobId = await publishJob(testApp.app, owner);
    const developer = await createNamedVisitor(testApp.app, 'Ines');
    const developerId = await saveDeveloperProfile(testApp.app, developer, { name: 'Ines Ibarra' });
    await applyToJob(testApp.app, developer, jobId);
    const before = await notificationsOf(testApp.database.db, developer.user.id);

    const response = await invite(owner, jobId, developerId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', message: 'Ines Ibarra already applied to this job.' });
    expect(await notificationsOf(testApp.database.db, developer.user.id)).toEqual(before);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/invitations/mine', headers: developer.headers });
    expect(mine.json().invitations).toEqual([]);
  });
});
