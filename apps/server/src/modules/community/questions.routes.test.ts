import { ListQuestionsResponseSchema, QuestionSchema } from '@app/shared/community/community.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { buildQuestion, postAnswer, postQuestion, UNLIMITED, vote } from '../../test/community-factories.ts';
import { expectExactListAnswer } from '../../test/json-text-answers.ts';

describe('questions API', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    author = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/questions?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      questions: Array<{
        id: string;
        title: string;
        votes: number;
        views: number;
        tags: string[];
        myVote: string | null;
      }>;
      nextCursor: string | null;
    };
  };

  it('creates a question with trimmed, lower-cased, unique tags and the author shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: author.headers,
      payload: buildQuestion({ title: '  Spaces around  ', tags: [' Web ', 'web', 'MVP'] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().question).toMatchObject({
      title: 'Spaces around',
      tags: ['web', 'mvp'],
      votes: 0,
      answers: 0,
      views: 0,
      isAnswered: false,
      author: { id: author.user.id, name: 'Community Member', reputation: 150, isAI: false },
    });
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['2001 characters of details', { content: 'x'.repeat(2001) }, 'content', 'Details must be at most 2000 characters'],
    ['no tags', { tags: [] }, 'tags', 'Please select at least one tag to categorize your question'],
    ['only blank tags', { tags: ['  ', ''] }, 'tags', 'Please select at least one tag to categorize your question'],
    ['six tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'Choose at most 5 tags'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, path, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: author.headers,
      payload: buildQuestion(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('needs a visitor token to ask', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/questions', payload: buildQuestion() });
    expect(response.statusCode).toBe(401);
  });

  it('pages through every question exactly once, even when new ones arrive between pages', async () => {
    const fresh = await buildTestApp({ rateLimit: UNLIMITED });
    try {
      const asker = await createVisitor(fresh.app);
      for (let index = 0; index < 25; index++) await postQuestion(fresh.app, asker);
      for (const sort of ['newest', 'votes', 'views']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query: string = `sort=${sort}&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await fresh.app.inject({ method: 'GET', url: `/api/questions?${query}` });
          const page = response.json() as { questions: Array<{ id: string }>; nextCursor: string | null };
          seen.push(...page.questions.map((question) => question.id));
          cursor = page.nextCursor;
          if (pages++ === 0) await postQuestion(fresh.app, asker); // arrives mid-way, sorts before the cursor
        } while (cursor);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBeGreaterThanOrEqual(25);
      }
    } finally {
      await fresh.close();
    }
  });

  it('refuses a forged cursor with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/questions?cursor=not-a-cursor' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('query.cursor');
  });

  it('sorts by newest, votes, views and unanswered', async () => {
    const fresh = await buildTestApp({ rateLimit: UNLIMITED });
    try {
      const asker = await createVisitor(fresh.app);
      const voters = await Promise.all([1, 2].map(() => createVisitor(fresh.app)));
      const old = await postQuestion(fresh.app, asker, { title: 'Old but popular' });
      const viewed = await postQuestion(fresh.app, asker, { title: 'Much viewed' });
      const answered = await postQuestion(fresh.app, asker, { title: 'Answered one' });
      const latest = await postQuestion(fresh.app, asker, { title: 'Latest' });
      for (const voter of voters) await vote(fresh.app, voter, `/api/questions/${old.id}/vote`, 'up');
      for (const voter of voters) {
        await fresh.app.inject({ method: 'POST', url: `/api/questions/${viewed.id}/view`, headers: voter.headers });
      }
      await postAnswer(fresh.app, voters[0] ?? asker, answered.id);
      const titles = async (sort: string) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/questions?sort=${sort}` }))
          .json()
          .questions.map((q: { title: string }) => q.title);
      expect((await titles('newest'))[0]).toBe(latest.title);
      expect((await titles('votes'))[0]).toBe(old.title);
      expect((await titles('views'))[0]).toBe(viewed.title);
      expect(await titles('unanswered')).not.toContain(answered.title);
      expect(await titles('unanswered')).toContain(latest.title);
    } finally {
      await fresh.close();
    }
  });

  it('filters by tag (every given tag) and searches title and content', async () => {
    await postQuestion(testApp.app, author, { title: 'Figma versus Framer for mobile', tags: ['mobile', 'tools'] });
    await postQuestion(testApp.app, author, {
      title: 'Pricing pages',
      content: 'How should a SaaS pricing page look?',
      tags: ['saas'],
    });
    const mobile = await list('tag=mobile');
    expect(mobile.questions.every((question) => question.tags.includes('mobile'))).toBe(true);
    expect((await list('tag=mobile&tag=tools')).questions.map((question) => question.title)).toEqual([
      'Figma versus Framer for mobile',
    ]);
    expect((await list('tag=Mobile&tag=saas')).questions).toEqual([]);
    expect((await list('q=pricing')).questions.map((question) => question.title)).toContain('Pricing pages');
    expect((await list('q=framer figma')).questions[0]?.title).toBe('Figma versus Framer for mobile');
    expect((await list('q=nothing-like-this-anywhere')).questions).toEqual([]);
  });

  it.each([
    ['sort=oldest', 'query.sort'],
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
  ])('refuses %s with 400', async (query, path) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/questions?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(path);
  });

  it('lets only the author or the admin edit and delete', async () => {
    const question = await postQuestion(testApp.app, author);
    const other = await createVisitor(testApp.app);
    const url = `/api/questions/${question.id}`;
    const edit = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'PUT', url, headers, payload: { title: 'Edited title' } });
    expect((await edit(other.headers)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(403);
    const edited = await edit(author.headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question.title).toBe('Edited title');
    expect((await edit({ authorization: `Bearer ${TEST_ADMIN_TOKEN}` })).statusCode).toBe(200);

    const removed = await testApp.app.inject({ method: 'DELETE', url, headers: author.headers });
    expect(removed.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await list('limit=100')).questions.map((item) => item.id)).not.toContain(question.id);
  });

  it('counts a view once per visitor, and once per IP without a token, per 24 h', async () => {
    const question = await postQuestion(testApp.app, author);
    const url = `/api/questions/${question.id}/view`;
    const viewer = await createVisitor(testApp.app);
    const first = await testApp.app.inject({ method: 'POST', url, headers: viewer.headers });
    expect(first.json()).toEqual({ success: true, views: 1, counted: true });
    const again = await testApp.app.inject({ method: 'POST', url, headers: viewer.headers });
    expect(again.json()).toEqual({ success: true, views: 1, counted: false });
    expect((await testApp.app.inject({ method: 'POST', url })).json().views).toBe(2);
    expect((await testApp.app.inject({ method: 'POST', url })).json().views).toBe(2);
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/questions/00000000-0000-4000-8000-000000000000/view',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("returns the caller's own vote in lists", async () => {
    const question = await postQuestion(testApp.app, author);
    const voter = await createVisitor(testApp.app);
    await vote(testApp.app, voter, `/api/questions/${question.id}/vote`, 'down');
    const mine = (await list('limit=100', voter.headers)).questions.find((item) => item.id === question.id);
    expect(mine?.myVote).toBe('down');
    const anonymous = (await list('limit=100')).questions.find((item) => item.id === question.id);
    expect(anonymous?.myVote).toBeNull();
  });

  it('sends each listed question exactly as the single question reads, and nothing more (the database writes the list)', async () => {
    const question = await postQuestion(testApp.app, author, {
      title: 'Quotes " and \\ backslashes, é, 日本語 and 🚀',
      content: 'Line one\nline two\ttabbed, </script> and \u2028 too',
    });
    const answer = await postAnswer(testApp.app, await createVisitor(testApp.app), question.id);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${answer.id}/accept`,
      headers: author.headers,
    });
    const voter = await createVisitor(testApp.app);
    await vote(testApp.app, voter, `/api/questions/${question.id}/vote`, 'up');

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/questions?limit=100',
      headers: voter.headers,
    });
    const body = expectExactListAnswer(response, ListQuestionsResponseSchema, 'questions', QuestionSchema);
    const listed = body.questions.find((item: { id: string }) => item.id === question.id);
    const single = await testApp.app.inject({
      method: 'GET',
      url: `/api/questions/${question.id}`,
      headers: voter.headers,
    });
    expect(listed).toEqual(single.json().question);
    expect(listed).toMatchObject({ isAnswered: true, acceptedAnswerId: answer.id, myVote: 'up', votes: 1, answers: 1 });
    expect(listed.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(listed.createdAt).toISOString()).toBe(listed.createdAt);
  });
});
