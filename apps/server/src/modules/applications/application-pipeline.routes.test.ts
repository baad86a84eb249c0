import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  decideOk,
  jobWithApplicants,
  saveDeveloperProfile,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { findStage, getPipelineReport, updateDeal } from '../../test/pipeline-factories.ts';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** Issue 20 §4: the sales pipeline follows what happens to a job. */
describe('the pipeline follows hiring and closing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const jobOf = async (jobId: string) => (await app().inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json().job;
  const dealOf = async (jobId: string) => {
    const { opportunityId } = await jobOf(jobId);
    // As the admin: a real job's deal is shown only to its parties (issue 40 §7).
    const response = await app().inject({ method: 'GET', url: `/api/opportunities/${opportunityId}`, headers: ADMIN });
    return response.json().opportunity as {
      id: string;
      status: string;
      pipeline_stage_name: string;
      assigned_to: string | null;
      developer_name: string | null;
    };
  };
  const setJobStatus = (visitor: { headers: Record<string, string> }, jobId: string, status: string) =>
    app().inject({ method: 'PUT', url: `/api/jobs/${jobId}`, headers: visitor.headers, payload: { status } });
  const hire = async (owner: Visitor, applicationId: string) => {
    await decideOk(app(), owner, applicationId, 'shortlisted');
    return decideOk(app(), owner, applicationId, 'hired');
  };

  it('moves the deal to Contract Negotiation, assigned to the hired developer, who may then move it', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 2);
    const [hired] = applicants as [(typeof applicants)[number]];
    await saveDeveloperProfile(app(), hired.visitor, { name: 'Dana Developer' });
    const before = await getPipelineReport(app(), '', ADMIN);
    const dealBefore = await dealOf(jobId);
    expect(dealBefore).toMatchObject({ pipeline_stage_name: 'New Lead', status: 'open' });

    await hire(owner, hired.applicationId);

    const deal = await dealOf(jobId);
    expect(deal).toMatchObject({
      pipeline_stage_name: 'Contract Negotiation',
      status: 'open',
      assigned_to: 'Dana Developer',
      developer_name: 'Dana Developer',
    });
    const report = await getPipelineReport(app(), '', ADMIN);
    expect(report.history.filter((change) => change.opportunityId === deal.id)).toEqual([
      expect.objectContaining({ fromStage: null, toStage: 'New Lead' }),
      expect.objectContaining({ fromStage: 'New Lead', toStage: 'Contract Negotiation' }),
    ]);
    // The dashboard's numbers come from those rows: the deal left New Lead for Contract Negotiation.
    const stageIds = (r: typeof report, id: string) => findStage(r, id).opportunities.map((item) => item.id);
    expect(stageIds(report, 'contract-negotiation')).toContain(deal.id);
    expect(stageIds(report, 'new-lead')).not.toContain(deal.id);
    expect(findStage(report, 'contract-negotiation').opportunities.length).toBe(
      findStage(before, 'contract-negotiation').opportunities.length + 1,
    );
    const contract = await getPipelineReport(app(), 'stage=contract', ADMIN);
    expect(contract.stats.totalOpportunities).toBeGreaterThanOrEqual(1);

    // The assignment is by account: the hired developer may move the deal on, the other applicant may
    // not, nor even learn it exists (a 404: they are no party to this job's deal, issue 40 §7).
    const other = applicants[1] as (typeof applicants)[number];
    expect((await updateDeal(app(), other.visitor.headers, deal.id, { stage: 'Closed Won' })).statusCode).toBe(404);
    const moved = await updateDeal(app(), hired.visitor.headers, deal.id, { stage: 'Closed Won', status: 'won' });
    expect(moved.statusCode).toBe(200);
  });

  it("assigns the applicant's account name when they have no developer profile", async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [hired] = applicants as [(typeof applicants)[number]];
    await hire(owner, hired.applicationId);
    expect(await dealOf(jobId)).toMatchObject({
      assigned_to: 'Applicant 1',
      pipeline_stage_name: 'Contract Negotiation',
    });
  });

  it('loses the deal when the job closes without a hire, and reopens it with the job', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const lostBefore = (await getPipelineReport(app(), 'stage=closed-lost', ADMIN)).stats.totalOpportunities;
    const closed = await setJobStatus(owner, jobId, 'closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().job.status).toBe('closed');
    expect(await dealOf(jobId)).toMatchObject({ status: 'lost', pipeline_stage_name: 'New Lead' });
    const lost = await getPipelineReport(app(), 'stage=closed-lost', ADMIN);
    expect(lost.stats.totalOpportunities).toBe(lostBefore + 1);

    const reopened = await setJobStatus(owner, jobId, 'published');
    expect(reopened.json().job.status).toBe('published');
    expect((await dealOf(jobId)).status).toBe('open');
    expect((await getPipelineReport(app(), 'stage=closed-lost', ADMIN)).stats.totalOpportunities).toBe(lostBefore);
    // Open again: the owner can decide on applications and hire.
    const [only] = applicants as [(typeof applicants)[number]];
    expect((await hire(owner, only.applicationId)).status).toBe('hired');
  });

  it('lets the admin close a job too, with the same effect on the deal', async () => {
    const { jobId } = await jobWithApplicants(app(), 0);
    expect((await setJobStatus({ headers: ADMIN }, jobId, 'closed')).statusCode).toBe(200);
    expect((await dealOf(jobId)).status).toBe('lost');
  });

  it('keeps a filled job filled: it can be edited but not closed or reopened, and its deal stays', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [hired] = applicants as [(typeof applicants)[number]];
    await hire(owner, hired.applicationId);
    for (const status of ['closed', 'published']) {
      const response = await setJobStatus(owner, jobId, status);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(APPLICATION_MESSAGES.filledJobStays);
    }
    const edited = await app().inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      headers: owner.headers,
      payload: { title: 'Booking app (hired)' },
    });
    expect(edited.json().job).toMatchObject({ title: 'Booking app (hired)', status: 'filled' });
    expect(await dealOf(jobId)).toMatchObject({ status: 'open', pipeline_stage_name: 'Contract Negotiation' });
  });

  it('leaves the deal alone when a refused hire rolls back', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [only] = applicants as [(typeof applicants)[number]];
    await decideOk(app(), owner, only.applicationId, 'shortlisted');
    await setJobStatus(owner, jobId, 'closed');
    expect((await decide(app(), owner, only.applicationId, 'hired')).statusCode).toBe(409);
    expect(await dealOf(jobId)).toMatchObject({ status: 'lost', pipeline_stage_name: 'New Lead', assigned_to: null });
  });
});
