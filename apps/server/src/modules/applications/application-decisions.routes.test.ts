import { APPLICATION_MESSAGES } from '@app/shared/applications/applications.constants';
import { jobApplicantsPath, myApplicationPath } from '@app/shared/navigation/marketplace-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  decideOk,
  jobWithApplicants,
  notificationsOf,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { jobApplications } from './applications.tables.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('deciding on applications', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const jobOf = async (jobId: string) => (await app().inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json().job;
  const declineOthers = (visitor: Visitor, jobId: string, payload: Record<string, unknown> = {}) =>
    app().inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications/decline-others`,
      headers: visitor.headers,
      payload,
    });

  it('lets the owner shortlist and then hire; the applicant is told each time and the job is filled', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    const title = (await jobOf(jobId)).title;

    const shortlisted = await decideOk(app(), owner, applicationId, 'shortlisted');
    expect(shortlisted).toMatchObject({ status: 'shortlisted', decidedAt: null });
    const hired = await decide(app(), owner, applicationId, 'hired');
    expect(hired.statusCode).toBe(200);
    expect(hired.json().application).toMatchObject({ status: 'hired', job: { id: jobId, status: 'filled' } });
    expect(hired.json().application.decidedAt).not.toBeNull();

    expect(await notificationsOf(testApp.database.db, applicant.user.id)).toEqual([
      {
        kind: 'application.status',
        title: `You have been shortlisted for ${title}`,
        body: '',
        link: myApplicationPath(applicationId),
        data: { applicationId, jobId, status: 'shortlisted' },
      },
      {
        kind: 'application.status',
        title: `You have been hired for ${title}`,
        body: '',
        link: myApplicationPath(applicationId),
        data: { applicationId, jobId, status: 'hired' },
      },
    ]);
    expect((await jobOf(jobId)).status).toBe('filled');
    // A filled job, like a closed one, is no longer listed.
    const listed = (await app().inject({ method: 'GET', url: '/api/jobs?limit=100' })).json().jobs;
    expect(listed.map((job: { id: string }) => job.id)).not.toContain(jobId);
  });

  it('declines with an optional message, stored and shown to the applicant', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    const response = await decide(app(), owner, applicationId, 'declined', '  We went with a Flutter specialist.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({
      status: 'declined',
      decisionMessage: 'We went with a Flutter specialist.',
    });
    const [notice] = await notificationsOf(testApp.database.db, applicant.user.id);
    expect(notice).toMatchObject({
      kind: 'application.status',
      title: `Your application for ${(await jobOf(jobId)).title} was declined`,
      body: 'We went with a Flutter specialist.',
      data: { applicationId, jobId, status: 'declined' },
    });
  });

  it('lets the applicant withdraw while undecided, and tells the owner', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    const before = (await notificationsOf(testApp.database.db, owner.user.id)).length;
    const withdrawn = await decideOk(app(), applicant, applicationId, 'withdrawn');
    expect(withdrawn.status).toBe('withdrawn');
    const notices = await notificationsOf(testApp.database.db, owner.user.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toEqual({
      kind: 'application.status',
      title: `Applicant 1 withdrew their application for ${(await jobOf(jobId)).title}`,
      body: '',
      link: jobApplicantsPath(jobId, applicationId),
      data: { applicationId, jobId, status: 'withdrawn' },
    });
    const late = await decide(app(), owner, applicationId, 'shortlisted');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The applicant has withdrawn this application, so it can no longer change.');
  });

  it('lets only the owner decide and only the applicant withdraw; anyone else finds nothing', async () => {
    const { owner, applicants } = await jobWithApplicants(app(), 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    const stranger = await createVisitor(app());

    const byApplicant = await decide(app(), applicant, applicationId, 'shortlisted');
    expect(byApplicant.statusCode).toBe(403);
    expect(byApplicant.json().message).toBe(APPLICATION_MESSAGES.onlyOwnerDecides);
    const byOwner = await decide(app(), owner, applicationId, 'withdrawn');
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().message).toBe(APPLICATION_MESSAGES.onlyApplicantWithdraws);
    for (const status of ['shortlisted', 'withdrawn']) {
      const byStranger = await decide(app(), stranger, applicationId, status);
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json().message).toBe('No application with this id.');
    }
    expect((await decide(app(), owner, UNKNOWN_ID, 'shortlisted')).statusCode).toBe(404);
    const anonymous = await app().inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/status`,
      payload: { status: 'shortlisted' },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed along the way.
    const detail = await app().inject({
      method: 'GET',
      url: `/api/applications/${applicationId}`,
      headers: owner.headers,
    });
    expect(detail.json().application.status).toBe('submitted');
  });

  it('answers every move outside the rules with 409 and the reason', async () => {
    const { owner, applicants } = await jobWithApplicants(app(), 2);
    const [first, second] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    const expectConflict = async (visitor: Visitor, id: string, status: string, message: string) => {
      const response = await decide(app(), visitor, id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, error: 'conflict', message });
    };
    await expectConflict(owner, first.applicationId, 'hired', 'Shortlist this applicant before hiring them.');
    await decideOk(app(), owner, first.applicationId, 'shortlisted');
    await expectConflict(owner, first.applicationId, 'shortlisted', 'This application is already shortlisted.');
    await decideOk(app(), owner, first.applicationId, 'hired');
    await expectConflict(
      owner,
      first.applicationId,
      'declined',
      'This applicant has been hired, so the application can no longer change.',
    );
    await expectConflict(
      first.visitor,
      first.applicationId,
      'withdrawn',
      'This applicant has been hired, so the application can no longer change.',
    );
    await decideOk(app(), owner, second.applicationId, 'declined');
    await expectConflict(owner, second.applicationId, 'declined', 'This application is already declined.');
    await expectConflict(
      second.visitor,
      second.applicationId,
      'withdrawn',
      'This application has been declined, so it can no longer change.',
    );
  });

  it('hires nobody else once the job is filled, and nobody on a closed job', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 2);
    const [first, second] = applicants as [(typeof applicants)[number], (typeof applicants)[number]];
    await decideOk(app(), owner, first.applicationId, 'shortlisted');
    await decideOk(app(), owner, second.applicationId, 'shortlisted');
    await decideOk(app(), owner, first.applicationId, 'hired');
    const again = await decide(app(), owner, second.applicationId, 'hired');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_MESSAGES.jobFilled);

    const closedJob = await jobWithApplicants(app(), 1);
    const [only] = closedJob.applicants as [(typeof applicants)[number]];
    await decideOk(app(), closedJob.owner, only.applicationId, 'shortlisted');
    await app().inject({
      method: 'PUT',
      url: `/api/jobs/${closedJob.jobId}`,
      headers: closedJob.owner.headers,
      payload: { status: 'closed' },
    });
    const onClosed = await decide(app(), closedJob.owner, only.applicationId, 'hired');
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json().message).toBe('This job is no longer taking applications.');
    // The refused hire changed nothing.
    expect((await jobOf(closedJob.jobId)).status).toBe('closed');
    expect((await jobOf(jobId)).status).toBe('filled');
  });

  it('refuses an owner decision on an application to no job on the platform', async () => {
    const applicant = await createVisitor(app());
    const saved = await app().inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { jobTitle: 'Frontend role', companyName: 'Acme' },
    });
    const id = saved.json().application.id;
    const response = await decide(app(), applicant, id, 'shortlisted');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(APPLICATION_MESSAGES.noJob);
    expect((await decideOk(app(), applicant, id, 'withdrawn')).status).toBe('withdrawn');
  });

  it('validates the decision', async () => {
    const { owner, applicants } = await jobWithApplicants(app(), 1);
    const [{ applicationId }] = applicants as [(typeof applicants)[number]];
    const unknown = await decide(app(), owner, applicationId, 'maybe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'status', message: 'must be shortlisted, hired, declined or withdrawn' },
    ]);
    const long = await decide(app(), owner, applicationId, 'declined', 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'message', message: 'A message is at most 1,000 characters.' }]);
    const badId = await decide(app(), owner, 'not-an-id', 'declined');
    expect(badId.json().errors).toEqual([{ path: 'params.id', message: 'must be an application id' }]);
  });

  it('lets exactly one of two racing hires on one job win; the other gets 409', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 2);
    for (const { applicationId } of applicants) await decideOk(app(), owner, applicationId, 'shortlisted');
    const responses = await Promise.all(
      applicants.map(({ applicationId }) => decide(app(), owner, applicationId, 'hired')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json().message).toBe(APPLICATION_MESSAGES.jobFilled);
    const hired = await testApp.database.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, 'hired')));
    expect(hired).toHaveLength(1);
    // Only the winner was told they were hired.
    const hiredNotices = await Promise.all(
      applicants.map(async ({ visitor }) =>
        (await notificationsOf(testApp.database.db, visitor.user.id)).filter((n) => n.data.status === 'hired'),
      ),
    );
    expect(hiredNotices.flat()).toHaveLength(1);
  });

  it('runs two decisions on one application one after the other', async () => {
    const { owner, applicants } = await jobWithApplicants(app(), 1);
    const [{ visitor: applicant, applicationId }] = applicants as [(typeof applicants)[number]];
    await decideOk(app(), owner, applicationId, 'shortlisted');
    const responses = await Promise.all([
      decide(app(), owner, applicationId, 'hired'),
      decide(app(), applicant, applicationId, 'withdrawn'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().application.status;
    const detail = await app().inject({
      method: 'GET',
      url: `/api/applications/${applicationId}`,
      headers: owner.headers,
    });
    expect(detail.json().application.status).toBe(winner);
  });

  it('declines all the others at once, each applicant told, and only for the owner', async () => {
    const { owner, jobId, applicants } = await jobWithApplicants(app(), 4);
    const [hired, shortlisted, submitted, withdrawn] = applicants as [
      (typeof applicants)[number],
      (typeof applicants)[number],
      (typeof applicants)[number],
      (typeof applicants)[number],
    ];
    await decideOk(app(), owner, hired.applicationId, 'shortlisted');
    await decideOk(app(), owner, hired.applicationId, 'hired');
    await decideOk(app(), owner, shortlisted.applicationId, 'shortlisted');
    await decideOk(app(), withdrawn.visitor, withdrawn.applicationId, 'withdrawn');

    const stranger = await createVisitor(app());
    const refused = await declineOthers(stranger, jobId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(APPLICATION_MESSAGES.onlyOwnerDecides);
    expect((await declineOthers(hired.visitor, jobId)).statusCode).toBe(403);
    expect((await declineOthers(owner, UNKNOWN_ID)).statusCode).toBe(404);

    const response = await declineOthers(owner, jobId, { message: 'Thank you, the role is filled.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, declined: 2 });
    const statuses = await app().inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/applications`,
      headers: owner.headers,
    });
    const byId = new Map(
      statuses.json().applications.map((a: { id: string; status: string }) => [a.id, a.status] as const),
    );
    expect([hired, shortlisted, submitted, withdrawn].map((a) => byId.get(a.applicationId))).toEqual([
      'hired',
      'declined',
      'declined',
      'withdrawn',
    ]);
    for (const { visitor, applicationId } of [shortlisted, submitted]) {
      const notices = await notificationsOf(testApp.database.db, visitor.user.id);
      expect(notices.at(-1)).toMatchObject({
        kind: 'application.status',
        body: 'Thank you, the role is filled.',
        data: { applicationId, jobId, status: 'declined' },
      });
    }
    expect((await declineOthers(owner, jobId)).json().declined).toBe(0);
  });
});
