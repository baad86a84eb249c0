import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

describe('developers API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const names = async (query: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/developers?${query}` }))
      .json()
      .developers.map((d: { name: string }) => d.name);
  const saveProfile = (visitor: Awaited<ReturnType<typeof createVisitor>>, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'PUT', url: '/api/developers/me', headers: visitor.headers, payload });

  it('lists the demo developers by rating with the spec fields', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/developers' });
    const [first] = response.json().developers;
    expect(first).toMatchObject({
      name: 'Lamont Evans',
      title: 'Full-Stack Developer & Platform Architect',
      hourlyRate: '$85-140/hr',
      hourlyRateMin: 85,
      hourlyRateMax: 140,
      location: 'San Francisco, CA',
      rating: 4.9,
      completedProjects: 52,
      availability: 'Available',
    });
    expect(await names('sort=rating')).toEqual(['Lamont Evans', 'Julian Faulkner', 'Dantee Fluellen']);
    expect(await names('sort=completedProjects')).toEqual(['Lamont Evans', 'Dantee Fluellen', 'Julian Faulkner']);
    expect(await names('sort=rate')).toEqual(['Julian Faulkner', 'Dantee Fluellen', 'Lamont Evans']);
  });

  it('filters by skills (all of them, any case), availability, language, rate range, timezone and search', async () => {
    expect(await names('skill=react&skill=figma')).toEqual(['Julian Faulkner']);
    expect(await names('skill=postgresql')).toEqual(['Lamont Evans', 'Dantee Fluellen']);
    expect(await names('availability=Busy')).toEqual(['Julian Faulkner']);
    expect(await names('language=french')).toEqual(['Dantee Fluellen']);
    expect(await names('minRate=130')).toEqual(['Lamont Evans']);
    expect(await names('maxRate=72')).toEqual(['Julian Faulkner']);
    expect(await names('timezone=cst')).toEqual(['Julian Faulkner']);
    expect(await names('q=api')).toContain('Dantee Fluellen');
    expect(await names('q=Julian')).toEqual(['Julian Faulkner']);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/developers?availability=Sometimes' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps one profile per visitor: saving again updates it', async () => {
    const visitor = await createVisitor(testApp.app);
    const created = await saveProfile(visitor, {
      name: 'Ada Lovelace',
      title: 'Algorithm Designer',
      hourlyRate: '$95/hr',
      skills: [' Analytical Engines ', 'analytical engines', '', 'Math'],
      languages: ['English'],
      github: 'https://github.com/ada',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().developer).toMatchObject({
      name: 'Ada Lovelace',
      skills: ['Analytical Engines', 'Math'],
      hourlyRateMin: 95,
      hourlyRateMax: 95,
      rating: null,
      completedProjects: 0,
      userId: visitor.user.id,
    });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/developers/me', headers: visitor.headers });
    expect(mine.json().developer.id).toBe(created.json().developer.id);
    const updated = await saveProfile(visitor, { name: 'Ada King', availability: 'Busy' });
    expect(updated.json().developer.id).toBe(created.json().developer.id);
    expect(await names('q=Ada')).toEqual(['Ada King']);
    expect(await names('availability=Busy')).toContain('Ada King');
    // The newest profile comes first under sort=newest, and the demo profiles keep their order after it.
    const newest = await names('sort=newest');
    expect(newest[0]).toBe('Ada King');
    expect(newest).toHaveLength((await names('')).length);
  });

  it('fills defaults when nothing is given, and lets the owner delete', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await saveProfile(visitor, {});
    expect(response.json().developer).toMatchObject({
      name: 'Community Member',
      title: 'Developer',
      availability: 'Available',
    });
    const removed = await testApp.app.inject({ method: 'DELETE', url: '/api/developers/me', headers: visitor.headers });
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/developers/me', headers: visitor.headers })).statusCode,
    ).toBe(404);
    expect(removed.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: '/api/developers/me', headers: visitor.headers })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['portfolio', 'http://me.example', 'The link must start with https://.'],
    ['portfolio', 'javascript:alert(1)', 'The link must start with https://.'],
    ['github', 'https://github.com.evil.com/ada', 'The GitHub link must be on github.com.'],
    ['github', 'https://gitlab.com/ada', 'The GitHub link must be on github.com.'],
    ['linkedin', 'https://linkedin.com.evil.com/in/ada', 'The LinkedIn link must be on linkedin.com.'],
    ['linkedin', 'https://evil.example/?linkedin.com', 'The LinkedIn link must be on linkedin.com.'],
  ])('refuses %s %s', async (field, url, message) => {
    const visitor = await createVisitor(testApp.app);
    const response = await saveProfile(visitor, { [field]: url });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: field, message }]);
  });

  it('needs a token to save a profile', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/developers/me', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('job applications API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const publishJob = async (owner: Awaited<ReturnType<typeof createVisitor>>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...owner.headers, 'idempotency-key': `job-${Math.random()}` },
      payload: {
        title: 'Build a booking app',
        category: 'Mobile Development',
        targetAudience: 'Gyms',
        description: 'Class booking',
        keyFeatures: 'Calendar',
        technologyStack: 'Flutter',
        budget: '$10k',
        timeline: '2 months',
        successCriteria: 'Bookings',
        potentialChallenges: 'Payments',
      },
    });
    return response.json().jobId as string;
  };

  it('saves an application once per job, idempotently, and lists mine', async () => {
    const owner = await createVisitor(testApp.app);
    const applicant = await createVisitor(testApp.app);
    const jobId = await publishJob(owner);
    const apply = (key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { ...applicant.headers, 'idempotency-key': key },
        payload: {
          jobId,
          coverLetter: 'I have built three booking apps.',
          relevantSkills: ['Flutter', ' flutter ', 'Dart'],
          interviewPrep: ['Offline sync'],
        },
      });
    const first = await apply('apply-1');
    expect(first.statusCode).toBe(201);
    expect(first.json().application).toMatchObject({
      jobId,
      jobTitle: 'Build a booking app',
      relevantSkills: ['Flutter', 'Dart'],
    });
    const retried = await apply('apply-1');
    expect(retried.json().application.id).toBe(first.json().application.id);
    const again = await apply('apply-2');
    expect(again.statusCode).toBe(409);
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/applications/mine', headers: applicant.headers });
    expect(mine.json().applications).toHaveLength(1);
  });

  it('refuses an empty application and an unknown job', async () => {
    const applicant = await createVisitor(testApp.app);
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Add a job or some details before saving the application.');
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { jobId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only the applicant update an application', async () => {
    const applicant = await createVisitor(testApp.app);
    const other = await createVisitor(testApp.app);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: applicant.headers,
      payload: { jobTitle: 'Frontend role', companyName: 'Acme' },
    });
    const url = `/api/applications/${created.json().application.id}`;
    const payload = { jobTitle: 'Frontend role', coverLetter: 'Updated letter' };
    expect((await testApp.app.inject({ method: 'PUT', url, headers: other.headers, payload })).statusCode).toBe(403);
    const updated = await testApp.app.inject({ method: 'PUT', url, headers: applicant.headers, payload });
    expect(updated.json().application.coverLetter).toBe('Updated letter');
  });
});
