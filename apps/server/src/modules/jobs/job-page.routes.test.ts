import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToJob, decideOk, publishJob, type Visitor } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { jobs } from './jobs.tables.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A job's own page (issue 33 §5): the public job, and where it stands for whoever looks. */
describe("a job's page", () => {
  let testApp: TestApp;
  let owner: Visitor;
  let applicant: Visitor;
  let stranger: Visitor;
  let jobId: string;
  let applicationId: string;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    owner = await createVisitor(testApp.app);
    applicant = await createVisitor(testApp.app);
    stranger = await createVisitor(testApp.app);
    jobId = await publishJob(testApp.app, owner);
    applicationId = await applyToJob(testApp.app, applicant, jobId);
    await applyToJob(testApp.app, await createVisitor(testApp.app), jobId);
  });
  afterAll(() => testApp.close());

  const get = (url: string, visitor?: Visitor) => testApp.app.inject({ method: 'GET', url, headers: visitor?.headers });
  const standingOf = async (id: string, visitor?: Visitor) => {
    const response = await get(`/api/jobs/${id}/standing`, visitor);
    expect(response.statusCode).toBe(200);
    return response.json().standing;
  };

  it('tells the owner they own it and how many applied, never who', async () => {
    expect(await standingOf(jobId, owner)).toEqual({ applicantCount: 2, isOwner: true, application: null });
  });

  it("gives an applicant their own application's id and status", async () => {
    expect(await standingOf(jobId, applicant)).toEqual({
      applicantCount: 2,
      isOwner: false,
      application: { id: applicationId, status: 'submitted' },
    });
    await decideOk(testApp.app, owner, applicationId, 'shortlisted');
    expect((await standingOf(jobId, applicant)).application).toEqual({ id: applicationId, status: 'shortlisted' });
  });

  it('gives a stranger and an anonymous visitor the count alone', async () => {
    const nobody = { applicantCount: 2, isOwner: false, application: null };
    expect(await standingOf(jobId, stranger)).toEqual(nobody);
    expect(await standingOf(jobId)).toEqual(nobody);
    // The admin token names no visitor: it reads as anonymous.
    const admin = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/standing`,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(admin.json().standing).toEqual(nobody);
  });

  it('keeps the public job the same for everyone, without the standing', async () => {
    const anonymous = await get(`/api/jobs/${jobId}`);
    expect(anonymous.statusCode).toBe(200);
    expect(Object.keys(anonymous.json())).toEqual(['success', 'job']);
    expect((await get(`/api/jobs/${jobId}`, stranger)).json()).toEqual(anonymous.json());
  });

  it('still shows a closed job and where it stands, and its applicant their application', async () => {
    const closedJob = await publishJob(testApp.app, owner);
    const closedApplication = await applyToJob(testApp.app, applicant, closedJob);
    const closed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${closedJob}`,
      headers: owner.headers,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await get(`/api/jobs/${closedJob}`, stranger)).json().job.status).toBe('closed');
    expect(await standingOf(closedJob, stranger)).toEqual({ applicantCount: 1, isOwner: false, application: null });
    expect((await standingOf(closedJob, applicant)).application).toEqual({
      id: closedApplication,
      status: 'submitted',
    });
  });

  it('answers 404 for an unknown or deleted job and 400 for what is not a job id', async () => {
    for (const url of [`/api/jobs/${UNKNOWN_ID}`, `/api/jobs/${UNKNOWN_ID}/standing`]) {
      const response = await get(url, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: 'not_found', message: 'No job with this id.' });
    }
    const deleted = await publishJob(testApp.app, owner);
    await testApp.app.inject({ method: 'DELETE', url: `/api/jobs/${deleted}`, headers: owner.headers });
    expect((await get(`/api/jobs/${deleted}/standing`, owner)).statusCode).toBe(404);
    expect((await get('/api/jobs/not-a-job/standing')).statusCode).toBe(400);
  });

  it('shows a draft to its owner alone', async () => {
    const draft = await publishJob(testApp.app, owner);
    await testApp.database.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, draft));
    for (const visitor of [stranger, applicant, undefined]) {
      expect((await get(`/api/jobs/${draft}`, visitor)).statusCode).toBe(404);
      expect((await get(`/api/jobs/${draft}/standing`, visitor)).statusCode).toBe(404);
    }
    expect((await get(`/api/jobs/${draft}`, owner)).json().job.status).toBe('draft');
    expect((await standingOf(draft, owner)).isOwner).toBe(true);
  });

  it('counts the applications on their job index', async () => {
    const plan = await testApp.database.db.transaction(async (tx) => {
      // On a table this small a sequential scan is cheaper; forbidding it shows an index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select count(*) from job_applications counted where counted.job_id = ${jobId}::uuid`,
      )) as unknown as { rows: Record<string, string>[] };
    });
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('job_applications_job_idx');
  });
});
