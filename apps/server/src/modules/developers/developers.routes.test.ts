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

  it('answers GET /developers/mine with the visitor’s profile, or null without a 404 (issue 41 §3)', async () => {
    const visitor = await createVisitor(testApp.app);
    const mine = () => testApp.app.inject({ method: 'GET', url: '/api/developers/mine', headers: visitor.headers });
    expect((await mine()).json()).toEqual({ success: true, developer: null });
    const saved = (await saveProfile(visitor, { name: 'Mina Mine' })).json().developer;
    expect((await mine()).json()).toEqual({ success: true, developer: saved });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/developers/mine' })).statusCode).toBe(401);
  });
});
