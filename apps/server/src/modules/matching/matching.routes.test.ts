import { MATCH_MESSAGES } from '@app/shared/matching/matching.constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyToJob,
  createNamedVisitor,
  saveDeveloperProfile,
  type Visitor,
} from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { skillBits } from './facts/skill-bits.ts';
import { refreshStaleMatchFacts } from './facts-refresh.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

interface Reason {
  kind: string;
  text: string;
  weight: number;
}

const POST = {
  title: 'Physio clinic booking web app',
  category: 'Web Development',
  targetAudience: 'Patients of six physio clinics',
  description: 'Patients book, move and cancel sessions; receptionists see the day. Work in European hours.',
  keyFeatures: 'Online booking, reminders, receptionist dashboard',
  technologyStack: 'React, Node.js, postgres and Stripe',
  budget: '$9,000',
  timeline: '2 months',
  successCriteria: 'Half the bookings online',
  potentialChallenges: 'Double bookings',
};

let counter = 0;
async function publish(testApp: TestApp, owner: Visitor, fields: Partial<typeof POST> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { ...owner.headers, 'idempotency-key': `matching-${++counter}-${Date.now()}` },
    payload: { ...POST, ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`Publishing failed: ${response.body}`);
  return response.json().jobId as string;
}

async function developer(testApp: TestApp, name: string, fields: Record<string, unknown>) {
  const visitor = await createNamedVisitor(testApp.app, name);
  const id = await saveDeveloperProfile(testApp.app, visitor, { name, availability: 'Available', ...fields });
  return { visitor, id };
}

describe('developers suggested for a job (GET /api/jobs/:id/matches)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const matchesOf = (jobId: string, headers: Record<string, string>, query = '') =>
    testApp.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/matches${query}`, headers });

  it('ranks who fits best first, with a score and the reasons in plain words; never applicants, the owner or the unrelated', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Olivia Owner');
    await saveDeveloperProfile(testApp.app, owner, {
      name: 'Olivia Owner',
      skills: ['React', 'Node.js', 'PostgreSQL'],
    });
    const best = await developer(testApp, 'Ana Best', {
      title: 'Full-stack developer',
      skills: ['react.js', 'Node', 'Postgres', 'Stripe', 'Docker'],
      hourlyRate: '$60-80/h',
      timezone: 'UTC+1',
      bio: 'I build booking systems for clinics.',
    });
    const close = await developer(testApp, 'Ben Close', { skills: ['Vue', 'Node.js', 'MySQL'], hourlyRate: '$55/h' });
    const pricey = await developer(testApp, 'Cy Pricey', {
      skills: ['React', 'Node.js', 'PostgreSQL', 'Stripe'],
      hourlyRate: '$250/h',
    });
    const unrelated = await developer(testApp, 'Dee Mobile', { skills: ['Flutter', 'Dart'] });
    const applicant = await developer(testApp, 'Eve Applied', { skills: ['React', 'Node.js', 'PostgreSQL', 'Stripe'] });
    const jobId = await publish(testApp, owner);
    await applyToJob(testApp.app, applicant.visitor, jobId);

    const response = await matchesOf(jobId, owner.headers);
    expect(response.statusCode).toBe(200);
    const matches = response.json().matches as {
      developer: { id: string; userId: string | null };
      score: number;
      reasons: Reason[];
      invited: boolean;
    }[];
    const ids = matches.map((match) => match.developer.id);
    expect(ids[0]).toBe(best.id);
    expect(ids).toContain(close.id);
    expect(ids).toContain(pricey.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(applicant.id);
    expect(matches.every((match) => match.developer.userId !== owner.user.id)).toBe(true);
    expect(ids.indexOf(pricey.id)).toBeGreaterThan(ids.indexOf(best.id));

    const [first] = matches;
    expect(first?.score).toBeGreaterThanOrEqual(80);
    expect(first?.score).toBeLessThanOrEqual(100);
    expect(first?.invited).toBe(false);
    const texts = first?.reasons.map((reason) => reason.text);
    expect(texts).toContain("Knows React, Node.js, PostgreSQL and Stripe (4 of the job's 4 technologies)");
    expect(texts).toContain('Rate $60-80/h fits the $9,000 budget for 2 months');
    expect(texts).toContain('Available now');
    expect(texts).toContain('Works in UTC+1, close to European hours');
    expect(texts).toContain('Has healthcare experience');
    const priceyReasons = matches.find((match) => match.developer.id === pricey.id)?.reasons ?? [];
    expect(priceyReasons).toContainEqual({
      kind: 'rate',
      text: 'Rate $250/h is far above the $9,000 budget for 2 months',
      weight: -15,
    });
    const closeReasons = matches.find((match) => match.developer.id === close.id)?.reasons.map((r) => r.text);
    expect(closeReasons).toContain('Knows Vue.js and MySQL, close to React and PostgreSQL');

    // The admin may look too; `limit` caps the list.
    const asAdmin = await matchesOf(jobId, ADMIN, '?limit=1');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().matches).toHaveLength(1);
  });

  it('answers 401 without a token, 403 to anyone but the owner, 404 for an unknown job and 400 for a bad limit', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Owner Two');
    const jobId = await publish(testApp, owner);
    const stranger = await createVisitor(testApp.app);
    expect((await matchesOf(jobId, {})).statusCode).toBe(401);
    const forbidden = await matchesOf(jobId, stranger.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only the job's owner sees the developers suggested for it.");
    expect((await matchesOf(UNKNOWN_ID, owner.headers)).statusCode).toBe(404);
    expect((await matchesOf(jobId, owner.headers, '?limit=31')).statusCode).toBe(400);
  });

  it('"Not a fit" hides a developer for that job only, for good; invited ones say so; a closed job has none', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Owner Three');
    const candidate = await developer(testApp, 'Finn Fit', { skills: ['Go', 'gRPC', 'Redis'], hourlyRate: '$50/h' });
    const invitee = await developer(testApp, 'Gia Go', { skills: ['Go', 'gRPC'], hourlyRate: '$50/h' });
    const stack = { technologyStack: 'Go, gRPC, Redis', description: 'A tracking API.' };
    const jobId = await publish(testApp, owner, stack);
    const otherJobId = await publish(testApp, owner, stack);
    const stranger = await createVisitor(testApp.app);
    const dismiss = (visitor: { headers: Record<string, string> }, developerId: string, job = jobId) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/jobs/${job}/matches/${developerId}/dismiss`,
        headers: visitor.headers,
      });

    expect((await dismiss(stranger, candidate.id)).statusCode).toBe(403);
    expect((await dismiss(owner, UNKNOWN_ID)).statusCode).toBe(404);
    const hidden = await dismiss(owner, candidate.id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toBe(MATCH_MESSAGES.dismissed);
    expect((await dismiss(owner, candidate.id)).statusCode).toBe(200);

    const invited = await testApp.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/invitations`,
      headers: owner.headers,
      payload: { developerId: invitee.id },
    });
    expect(invited.statusCode).toBe(201);

    const ids = async (job: string) =>
      ((await matchesOf(job, owner.headers)).json().matches as { developer: { id: string }; invited: boolean }[]).map(
        (match) => [match.developer.id, match.invited],
      );
    expect(await ids(jobId)).toEqual([[invitee.id, true]]);
    expect(await ids(otherJobId)).toEqual([
      [candidate.id, false],
      [invitee.id, false],
    ]);

    await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      headers: owner.headers,
      payload: { status: 'closed' },
    });
    expect(await ids(jobId)).toEqual([]);
  });

  it('suggests a seeded demo profile without an account, which cannot be invited; one who applied since is refused (issue 41 §5)', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Owner Demo');
    const stack = { technologyStack: 'Fortran, COBOL, Ada', description: 'A payroll engine, ported.' };
    const jobId = await publish(testApp, owner, stack);
    // As the seed writes the demo developers: a profile with no user behind it, facts filled in by the refresh.
    const [demo] = await testApp.app.db
      .insert(developerProfiles)
      .values({
        name: 'Demo Fortranist',
        avatarSeed: 'demo-fortran',
        skills: ['Fortran', 'COBOL'],
        availability: 'Available',
      })
      .returning({ id: developerProfiles.id });
    await refreshStaleMatchFacts(testApp.app.db);
    const late = await developer(testApp, 'Lea Late', { skills: ['Fortran', 'COBOL', 'Ada'] });
    const invite = (developerId: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/invitations`,
        headers: owner.headers,
        payload: { developerId },
      });
    const suggested = async () =>
      (await matchesOf(jobId, owner.headers)).json().matches as { developer: { id: string; userId: string | null } }[];

    const before = await suggested();
    // No account: the page shows "Demo profile: it cannot receive invitations" for `userId: null`.
    expect(before.find((match) => match.developer.id === demo?.id)?.developer.userId).toBeNull();
    expect(before.find((match) => match.developer.id === late.id)?.developer.userId).toBe(late.visitor.user.id);
    const refused = await invite(demo?.id ?? UNKNOWN_ID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This developer has no account on the platform yet, so they cannot receive an invitation.',
    );

    // She applies while the owner still looks at her suggestion: his Invite says so instead of sending.
    await applyToJob(testApp.app, late.visitor, jobId);
    const already = await invite(late.id);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ error: 'conflict', message: 'Lea Late already applied to this job.' });
    expect((await suggested()).map((match) => match.developer.id)).not.toContain(late.id);
  });

  it('breaks ties by id, so the order never changes between two reads', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Owner Four');
    const twins = [
      await developer(testApp, 'Twin One', { skills: ['Elixir', 'Phoenix'] }),
      await developer(testApp, 'Twin Two', { skills: ['Elixir', 'Phoenix'] }),
      await developer(testApp, 'Twin Three', { skills: ['Elixir', 'Phoenix'] }),
    ];
    const jobId = await publish(testApp, owner, { technologyStack: 'Elixir, Phoenix', budget: 'tbd', timeline: 'tbd' });
    const read = async () =>
      ((await matchesOf(jobId, owner.headers)).json().matches as { developer: { id: string }; score: number }[]).map(
        (match) => match.developer.id,
      );
    const first = await read();
    expect(first).toEqual(twins.map((twin) => twin.id).sort());
    expect(await read()).toEqual(first);
  });

  it('stores the facts with every write, and the refresh fills in rows written before', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Owner Five');
    const jobId = await publish(testApp, owner, { technologyStack: 'NextJS + Postgre' });
    const { id } = await developer(testApp, 'Hal Facts', { skills: ['postgres', 'React.js'] });
    const db = testApp.app.db;
    const [job] = await db.select({ skills: jobs.matchSkills }).from(jobs).where(eq(jobs.id, jobId));
    expect(job?.skills).toEqual(expect.arrayContaining(['next.js', 'postgresql']));
    const [profile] = await db
      .select({ skills: developerProfiles.matchSkills })
      .from(developerProfiles)
      .where(eq(developerProfiles.id, id));
    expect(profile?.skills).toEqual(['postgresql', 'react']);

    // An edit of the post computes them again.
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}`,
      headers: owner.headers,
      payload: { technologyStack: 'Django' },
    });
    const [edited] = await db.select({ skills: jobs.matchSkills }).from(jobs).where(eq(jobs.id, jobId));
    expect(edited?.skills).toContain('django');

    await db.execute(
      sql`update developer_profiles set match_facts = null, match_skills = '{}', skill_bits = null where id = ${id}`,
    );
    expect(await refreshStaleMatchFacts(db)).toBeGreaterThanOrEqual(1);
    const [refreshed] = await db
      .select({ skills: developerProfiles.matchSkills })
      .from(developerProfiles)
      .where(eq(developerProfiles.id, id));
    expect(refreshed?.skills).toEqual(['postgresql', 'react']);
    const [signature] = await db
      .select({ bits: developerProfiles.skillBits })
      .from(developerProfiles)
      .where(eq(developerProfiles.id, id));
    expect(signature?.bits).toBe(skillBits(['PostgreSQL', 'React']));
    expect(await refreshStaleMatchFacts(db)).toBe(0);
  });
});

describe('jobs for a developer (GET /api/developers/me/matches)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const mine = (visitor: { headers: Record<string, string> }) =>
    testApp.app.inject({ method: 'GET', url: '/api/developers/me/matches', headers: visitor.headers });

  it('needs a profile: 404 with the way to make one, 401 without a token', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await mine(visitor);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MATCH_MESSAGES.noProfile);
    expect((await mine({ headers: {} })).statusCode).toBe(401);
  });

  it('lists open jobs that fit, best first, with reasons and what is missing; never applied, closed or own jobs', async () => {
    const owner = await createNamedVisitor(testApp.app, 'Client');
    const fits = await publish(testApp, owner, { technologyStack: 'React, Node.js', title: 'Fits' });
    const partly = await publish(testApp, owner, { technologyStack: 'React, Kubernetes, Terraform', title: 'Partly' });
    const applied = await publish(testApp, owner, { technologyStack: 'React, Node.js', title: 'Applied' });
    const closed = await publish(testApp, owner, { technologyStack: 'React, Node.js', title: 'Closed' });
    await publish(testApp, owner, { technologyStack: 'Swift, SwiftUI', title: 'Unrelated' });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/jobs/${closed}`,
      headers: owner.headers,
      payload: { status: 'closed' },
    });

    const me = await developer(testApp, 'Ida Dev', { skills: ['React', 'Node.js'], hourlyRate: '$40/h' });
    await publish(testApp, me.visitor, { technologyStack: 'React, Node.js', title: 'My own' });
    await applyToJob(testApp.app, me.visitor, applied);

    const response = await mine(me.visitor);
    expect(response.statusCode).toBe(200);
    const matches = response.json().matches as {
      job: { id: string; title: string };
      score: number;
      reasons: Reason[];
      missing: string[];
    }[];
    expect(matches.map((match) => match.job.id)).toEqual([fits, partly]);
    expect(matches[0]?.reasons.map((reason) => reason.text)).toContain(
      "You know React and Node.js (2 of the job's 2 technologies)",
    );
    expect(matches[0]?.missing).toEqual([]);
    expect(matches[1]?.missing).toEqual([
      'The job asks for Kubernetes, which is not on your profile',
      'The job asks for Terraform, which is not on your profile',
    ]);
  });
});
