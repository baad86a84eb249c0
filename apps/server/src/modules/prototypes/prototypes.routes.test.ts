import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { buildPrototype, postPrototype, UNLIMITED } from '../../test/community-factories.ts';

describe('prototypes API', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    author = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const share = (payload: Record<string, unknown>, headers = author.headers) =>
    testApp.app.inject({ method: 'POST', url: '/api/prototypes', headers, payload });
  const titles = async (query: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/prototypes?limit=100&${query}` }))
      .json()
      .prototypes.map((item: { title: string }) => item.title);

  it('shares a prototype with normalized URLs, clean lists and status live by default', async () => {
    const response = await share(
      buildPrototype({
        title: '  Shop Demo ',
        githubPagesUrl: 'https://Shop-Demo.GitHub.io/app/',
        githubRepoUrl: 'https://github.com/shop-demo/app.git',
        tags: [' Shop ', 'shop', ''],
        technologies: ['React', 'react', ' TypeScript'],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().prototype).toMatchObject({
      title: 'Shop Demo',
      githubPagesUrl: 'https://shop-demo.github.io/app/',
      githubRepoUrl: 'https://github.com/shop-demo/app',
      tags: ['shop'],
      technologies: ['React', 'TypeScript'],
      status: 'live',
      likes: 0,
      liked: false,
    });
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Please fill in all required fields'],
    ['a 101-character title', { title: 'x'.repeat(101) }, 'title', 'Title must be at most 100 characters'],
    [
      '501 characters of description',
      { description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters',
    ],
    ['no tags', { tags: [] }, 'tags', 'Please add at least one tag'],
    ['no technologies', { technologies: ['  '] }, 'technologies', 'Please add at least one technology'],
    ['a bad status', { status: 'deleted' }, 'status', 'must be live, development or archived'],
  ])('refuses %s', async (_label, overrides, path, message) => {
    const response = await share(buildPrototype(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it.each([
    'https://evil.example/?x=github.io',
    'https://github.io.evil.com/',
    'javascript:alert(1)//github.io',
    'http://maker.github.io/',
  ])('refuses the Pages URL %s with the spec message', async (url) => {
    const response = await share(buildPrototype({ githubPagesUrl: url }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('githubPagesUrl');
    expect(response.json().errors[0].message).toMatch(
      /^Please provide a valid GitHub Pages URL \(github\.io, vercel\.app, or netlify\.app\)/,
    );
  });

  it('refuses a repository that is not https://github.com/<owner>/<repo>', async () => {
    const response = await share(buildPrototype({ githubRepoUrl: 'https://gitlab.com/a/b' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('githubRepoUrl');
  });

  it('refuses the same Pages URL twice with 409 naming the existing prototype', async () => {
    const first = await postPrototype(testApp.app, author, {
      title: 'Original',
      githubPagesUrl: 'https://dupe.vercel.app/',
    });
    const again = await share(buildPrototype({ githubPagesUrl: 'https://DUPE.vercel.app/' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This site has already been shared as “Original”.');
    const check = await testApp.app.inject({
      method: 'POST',
      url: '/api/prototypes/validate-url',
      payload: { url: first.githubPagesUrl },
    });
    expect(check.json()).toMatchObject({ valid: false, reason: 'This site has already been shared as “Original”.' });
  });

  it('validates URLs for live feedback', async () => {
    const validate = async (url: string) =>
      (await testApp.app.inject({ method: 'POST', url: '/api/prototypes/validate-url', payload: { url } })).json();
    expect(await validate('https://new-thing.netlify.app')).toEqual({
      success: true,
      valid: true,
      normalizedUrl: 'https://new-thing.netlify.app/',
    });
    expect(await validate('https://evilgithub.io')).toMatchObject({ valid: false, reason: expect.any(String) });
  });

  it('filters by category, technology, tag, status and search', async () => {
    await postPrototype(testApp.app, author, {
      title: 'Clinic booking',
      description: 'Book appointments with a doctor',
      category: 'healthcare',
      technologies: ['Vue.js', 'Firebase'],
      tags: ['booking'],
      status: 'development',
    });
    await postPrototype(testApp.app, author, {
      title: 'Budget tracker',
      category: 'finance',
      technologies: ['Angular'],
      tags: ['money'],
    });
    expect(await titles('category=healthcare')).toEqual(['Clinic booking']);
    expect(await titles('technology=vue.js')).toEqual(['Clinic booking']);
    expect(await titles('tag=Money')).toEqual(['Budget tracker']);
    expect(await titles('status=development')).toContain('Clinic booking');
    expect(await titles('status=development')).not.toContain('Budget tracker');
    expect(await titles('q=appointments doctor')).toEqual(['Clinic booking']);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/prototypes?category=toys' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.category');
  });

  it('sorts by newest, likes, views and trending, and pages without overlap', async () => {
    const fresh = await buildTestApp({ rateLimit: UNLIMITED });
    try {
      const maker = await createVisitor(fresh.app);
      const fans = await Promise.all([1, 2, 3].map(() => createVisitor(fresh.app)));
      const liked = await postPrototype(fresh.app, maker, { title: 'Loved' });
      const watched = await postPrototype(fresh.app, maker, { title: 'Watched' });
      for (let index = 0; index < 12; index++) await postPrototype(fresh.app, maker);
      const latest = await postPrototype(fresh.app, maker, { title: 'Latest' });
      for (const fan of fans) {
        await fresh.app.inject({
          method: 'POST',
          url: `/api/prototypes/${liked.id}/like`,
          headers: fan.headers,
          payload: { action: 'like' },
        });
        await fresh.app.inject({ method: 'POST', url: `/api/prototypes/${watched.id}/view`, headers: fan.headers });
      }
      const first = async (sort: string) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/prototypes?sort=${sort}` })).json().prototypes[0].title;
      expect(await first('newest')).toBe(latest.title);
      expect(await first('likes')).toBe('Loved');
      expect(await first('views')).toBe('Watched');
      expect(await first('trending')).toBe('Loved');
      for (const sort of ['newest', 'likes', 'views', 'trending']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query: string = `sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await fresh.app.inject({ method: 'GET', url: `/api/prototypes?${query}` });
          const page = response.json() as { prototypes: Array<{ id: string }>; nextCursor: string | null };
          seen.push(...page.prototypes.map((item) => item.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toHaveLength(15);
        expect(new Set(seen).size).toBe(15);
      }
    } finally {
      await fresh.close();
    }
  });

  it('counts one like per visitor from the rows, even with 30 at once', async () => {
    const prototype = await postPrototype(testApp.app, author);
    const fans = await Promise.all(Array.from({ length: 30 }, () => createVisitor(testApp.app)));
    const like = (fan: (typeof fans)[number], action: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/prototypes/${prototype.id}/like`,
        headers: fan.headers,
        payload: { action },
      });
    await Promise.all(fans.map((fan) => like(fan, 'like')));
    await Promise.all(fans.slice(0, 5).map((fan) => like(fan, 'like')));
    const fetched = await testApp.app.inject({
      method: 'GET',
      url: `/api/prototypes/${prototype.id}`,
      headers: fans[0]?.headers,
    });
    expect(fetched.json().prototype).toMatchObject({ likes: 30, liked: true });
    const fan = fans[0];
    if (!fan) throw new Error('no fan');
    expect((await like(fan, 'unlike')).json()).toEqual({ success: true, likes: 29, liked: false });
    expect((await like(fan, 'unlike')).json()).toEqual({ success: true, likes: 29, liked: false });
    expect((await like(fan, 'like')).json()).toEqual({ success: true, likes: 30, liked: true });
    expect((await like(fan, 'love')).statusCode).toBe(400);
  });

  it('counts a view once per visitor per 24 h', async () => {
    const prototype = await postPrototype(testApp.app, author);
    const viewer = await createVisitor(testApp.app);
    const view = () =>
      testApp.app.inject({ method: 'POST', url: `/api/prototypes/${prototype.id}/view`, headers: viewer.headers });
    expect((await view()).json()).toMatchObject({ views: 1, counted: true });
    expect((await view()).json()).toMatchObject({ views: 1, counted: false });
  });

  it('counts a view without a token once per IP per 24 h', async () => {
    const prototype = await postPrototype(testApp.app, author);
    const view = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: `/api/prototypes/${prototype.id}/view`, remoteAddress });
    expect((await view('203.0.113.7')).json()).toMatchObject({ views: 1, counted: true });
    expect((await view('203.0.113.7')).json()).toMatchObject({ views: 1, counted: false });
    expect((await view('203.0.113.8')).json()).toMatchObject({ views: 2, counted: true });
  });

  it('lets only the author or the admin edit and delete; removed prototypes leave the gallery', async () => {
    const prototype = await postPrototype(testApp.app, author, { title: 'Mine' });
    const other = await createVisitor(testApp.app);
    const url = `/api/prototypes/${prototype.id}`;
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: other.headers, payload: { title: 'Stolen' } }))
        .statusCode,
    ).toBe(403);
    const edited = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: author.headers,
      payload: { status: 'archived' },
    });
    expect(edited.json().prototype.status).toBe('archived');
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(403);
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await titles('')).not.toContain('Mine');
  });

  it("lists a member's prototypes and accepts reports about prototypes", async () => {
    const maker = await createVisitor(testApp.app);
    const prototype = await postPrototype(testApp.app, maker, { title: 'By maker' });
    const listed = await testApp.app.inject({ method: 'GET', url: `/api/users/${maker.user.id}/prototypes` });
    expect(listed.json().prototypes.map((item: { title: string }) => item.title)).toEqual(['By maker']);
    const report = await testApp.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: author.headers,
      payload: { contentType: 'prototype', contentId: prototype.id, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
  });
});
