import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import { jobApplicantsPath } from '@app/shared/navigation/marketplace-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyToJob,
  createNamedVisitor,
  decideOk,
  notificationsOf,
  publishJob,
  saveDeveloperProfile,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('applying to a job', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const apply = (visitor: Visitor, payload: Record<string, unknown>, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...visitor.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const closeJob = (owner: Visitor, jobId: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      headers: owner.headers,
      payload: { status: 'closed' },
    });

  it('saves an application once per job, idempotently, and lists it as mine', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const payload = {
      jobId,
      coverLetter: 'I have built three booking apps.',
      relevantSkills: ['Flutter', ' flutter ', 'Dart'],
      interviewPrep: ['Offline sync'],
    };
    const first = await apply(applicant, payload, 'apply-1');
    expect(first.statusCode).toBe(201);
    expect(first.json().application).toMatchObject({
      jobId,
      jobTitle: expect.stringContaining('Build a booking app'),
      relevantSkills: ['Flutter', 'Dart'],
      status: 'submitted',
      decisionMessage: null,
      decidedAt: null,
    });
    const retried = await apply(applicant, payload, 'apply-1');
    expect(retried.json().application.id).toBe(first.json().application.id);
    const again = await apply(applicant, payload, 'apply-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/applications/mine', headers: applicant.headers });
    expect(mine.json().applications).toHaveLength(1);
  });

  it("tells the job's owner, in the same breath, who applied", async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    const applicant = await createNamedVisitor(testApp.app, 'Arjun Applicant');
    await saveDeveloperProfile(testApp.app, applicant, { name: 'Arjun the Developer' });
    const jobId = await publishJob(testApp.app, owner);
    const job = (await testApp.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json().job;
    const applicationId = await applyToJob(testApp.app, applicant, jobId);
    expect(await notificationsOf(testApp.database.db, owner.user.id)).toEqual([
      {
        kind: 'application.new',
        title: `New application for ${job.title}`,
        body: 'Arjun the Developer',
        link: jobApplicantsPath(jobId, applicationId),
        data: { applicationId, jobId },
      },
    ]);
    expect(await notificationsOf(testApp.database.db, applicant.user.id)).toEqual([]);
  });

  it('refuses an empty application and an unknown job', async () => {
    const applicant = await createVisitor(testApp.app);
    const empty = await apply(applicant, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Add a job or some details before saving the application.');
    const unknown = await apply(applicant, { jobId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No job with this id.');
  });

  it('refuses an application to your own job', async () => {
    const owner = await createVisitor(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const response = await apply(owner, { jobId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot apply to your own job.');
  });

  it('refuses applications to a closed, a filled and a deleted job, and writes nothing', async () => {
    const owner = await createVisitor(testApp.app);
    const late = await createVisitor(testApp.app);
    const closed = await publishJob(testApp.app, owner);
    await closeJob(owner, closed);
    const filled = await publishJob(testApp.app, owner);
    const hired = await createVisitor(testApp.app);
    const hiredApplication = await applyToJob(testApp.app, hired, filled);
    await decideOk(testApp.app, owner, hiredApplication, 'shortlisted');
    await decideOk(testApp.app, owner, hiredApplication, 'hired');
    const deleted = await publishJob(testApp.app, owner);
    await testApp.app.inject({ method: 'DELETE', url: `/api/jobs/${deleted}`, headers: owner.headers });
    const before = (await notificationsOf(testApp.database.db, owner.user.id)).length;
    for (const jobId of [closed, filled, deleted]) {
      const response = await apply(late, { jobId, coverLetter: 'Am I too late?' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This job is no longer taking applications.');
    }
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/applications/mine', headers: late.headers });
    expect(mine.json().applications).toEqual([]);
    expect(await notificationsOf(testApp.database.db, owner.user.id)).toHaveLength(before);
  });

  it('keeps saving applications to jobs that are not on the platform, telling nobody', async () => {
    const applicant = await createVisitor(testApp.app);
    const response = await apply(applicant, { jobTitle: 'Frontend role', companyName: 'Acme' });
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({ jobId: null, jobTitle: 'Frontend role', status: 'submitted' });
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/applications/${response.json().application.id}`,
      headers: applicant.headers,
    });
    expect(detail.json().application).toMatchObject({ job: null, unreadCount: 0, lastMessageAt: null });
  });

  it('needs a token', async () => {
    const payload = { coverLetter: 'Hello' };
    expect((await testApp.app.inject({ method: 'POST', url: '/api/applications', payload })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/applications/mine' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/applications/${UNKNOWN_ID}` })).statusCode).toBe(401);
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/applications/mine', headers: admin })).statusCode,
    ).toBe(401);
  });
});

describe('editing an application', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const edit = (visitor: Visitor, id: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: visitor.headers, payload });

  it('lets only the applicant edit; the owner is told no, anyone else finds nothing', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const stranger = await createVisitor(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const id = await applyToJob(testApp.app, applicant, jobId);
    const payload = { coverLetter: 'Updated letter' };
    expect((await edit(stranger, id, payload)).statusCode).toBe(404);
    const byOwner = await edit(owner, id, payload);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe(APPLICATION_MESSAGES.onlyApplicantEdits);
    expect((await edit(applicant, UNKNOWN_ID, payload)).statusCode).toBe(404);
    const updated = await edit(applicant, id, payload);
    expect(updated.statusCode).toBe(200);
    // Without a jobId in the body the application keeps its job (and the job's title).
    expect(updated.json().application).toMatchObject({ coverLetter: 'Updated letter', jobId });
    expect(updated.json().application.jobTitle).toContain('Build a booking app');
  });

  it('keeps an application with its job, and freezes it once decided', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const otherJob = await publishJob(testApp.app, owner);
    const id = await applyToJob(testApp.app, applicant, jobId);
    const moved = await edit(applicant, id, { jobId: otherJob, coverLetter: 'Other job' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(APPLICATION_MESSAGES.stayWithJob);
    await decideOk(testApp.app, owner, id, 'declined');
    const late = await edit(applicant, id, { coverLetter: 'Please reconsider' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This application is declined, so it can no longer be edited.');
  });

  it('sends an application saved without a job to a job, as a new application', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const jobId = await publishJob(testApp.app, owner);
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { coverLetter: 'A letter I wrote in advance.' },
    });
    const id = saved.json().application.id;
    const sent = await edit(applicant, id, { jobId, coverLetter: 'A letter I wrote in advance.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().application).toMatchObject({ jobId, jobTitle: expect.stringContaining('Build a booking app') });
    expect((await notificationsOf(testApp.database.db, owner.user.id)).map((n) => n.kind)).toEqual(['application.new']);
    // A second saved application cannot be sent to the same job.
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { coverLetter: 'Another letter.' },
    });
    const duplicate = await edit(applicant, second.json().application.id, { jobId, coverLetter: 'Another letter.' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    const own = await edit(owner, id, { jobId });
    expect(own.statusCode).toBe(403);
  });
});
