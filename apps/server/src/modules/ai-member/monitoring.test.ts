import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { engage } from './engagement.service.ts';
import { type AnswerGenerator, builtInGenerator } from './generators.ts';
import { configureMonitoring, runPass, startMonitoring } from './monitoring.service.ts';

const MINUTE = 60_000;

/** Posted times never exceed `max` in any rolling 60 minutes. */
function maxInAnyHour(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (const [index, time] of sorted.entries()) {
    best = Math.max(best, sorted.filter((other, j) => j <= index && other > time - 60 * MINUTE).length);
  }
  return best;
}

describe('the monitoring engine with a fake clock', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('100 scheduler ticks over 30 unanswered questions: a pass per due tick, at most 5 answers in any rolling hour, one per question, none where a person answered', {
    timeout: 240_000,
  }, async () => {
    const { app, database } = testApp;
    const asker = await createVisitor(app);
    const helper = await createVisitor(app);
    const questions = [];
    for (let index = 0; index < 30; index++) {
      questions.push(await postQuestion(app, asker, { tags: [index % 2 ? 'react' : 'validation'] }));
    }
    const humanAnswered = questions[3] as { id: string };
    await postAnswer(app, helper, humanAnswered.id, 'I answered this one myself, with details.');
    await configureMonitoring(database.db, { proactiveEngagementInterval: 15, maxEngagementsPerHour: 5 });
    const start = Date.now() + MINUTE;
    // Started 15 minutes before the first tick: the first pass is due at `start`.
    await startMonitoring(database.db, new Date(start - 15 * MINUTE));

    const ran: boolean[] = [];
    for (let tick = 0; tick < 100; tick++) {
      const pass = await runPass(
        database.db,
        { generator: builtInGenerator },
        'schedule',
        new Date(start + tick * 4 * MINUTE),
      );
      ran.push(pass.ran);
    }
    // Ticks 4 minutes apart, a pass due every 15 minutes from the last: ticks 0, 4, 8... run.
    expect(ran.flatMap((didRun, tick) => (didRun ? [tick] : []))).toEqual(Array.from({ length: 25 }, (_, n) => n * 4));

    expect(await database.db.query.monitoringRuns.findMany()).toHaveLength(25);
    const stats = (await app.inject({ method: 'GET', url: '/api/ai-community-member/stats' })).json().stats;
    const posted = stats.totals.posted;
    expect(posted).toBe(29);

    const answersOf = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/api/questions/${id}/answers` })).json().answers as {
        author: { isAI: boolean; name: string };
        createdAt: string;
      }[];
    for (const question of questions) {
      const answers = await answersOf(question.id);
      const ai = answers.filter((answer) => answer.author.isAI);
      expect(ai.length).toBeLessThanOrEqual(1);
      if (question.id === humanAnswered.id) expect(ai).toHaveLength(0);
      else expect(ai).toHaveLength(1);
    }
    const rows = await database.db.query.aiEngagements.findMany();
    const times = rows.filter((row) => row.outcome === 'posted').map((row) => row.createdAt.getTime());
    expect(times).toHaveLength(29);
    expect(maxInAnyHour(times)).toBeLessThanOrEqual(5);
    expect(maxInAnyHour(times)).toBe(5);
  });

  it('a pass while another is running stands aside, and one engagement per question wins', async () => {
    const { app, database } = testApp;
    const asker = await createVisitor(app);
    const fresh = [await postQuestion(app, asker), await postQuestion(app, asker)];
    const now = new Date(Date.now() + 10 * 24 * 60 * MINUTE);
    // The first pass is held inside its first answer until the second one has tried.
    let enterAnswer = () => {};
    const answering = new Promise<void>((resolve) => {
      enterAnswer = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: AnswerGenerator = {
      name: builtInGenerator.name,
      async generate(input) {
        enterAnswer();
        await released;
        return builtInGenerator.generate(input);
      },
    };
    const first = runPass(database.db, { generator: held }, 'forced', now);
    await answering;
    expect(await runPass(database.db, { generator: builtInGenerator }, 'forced', now)).toEqual({
      ran: false,
      reason: 'Another monitoring pass is running.',
    });
    release();
    expect((await first).ran).toBe(true);

    const another = await postQuestion(app, asker);
    const later = new Date(now.getTime() + 120 * MINUTE);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        engage(database.db, {
          questionId: another.id,
          trigger: 'manual',
          now: later,
          maxPerHour: 5,
          generator: builtInGenerator,
        }),
      ),
    );
    expect(racing.filter((result) => result.outcome === 'posted')).toHaveLength(1);
    for (const question of [...fresh, another]) {
      const answers = (await app.inject({ method: 'GET', url: `/api/questions/${question.id}/answers` })).json()
        .answers;
      expect(answers.filter((answer: { author: { isAI: boolean } }) => answer.author.isAI)).toHaveLength(1);
    }
  });

  it('the admin controls start, configure and stop the engine, and state is stored', async () => {
    const { app } = testApp;
    const started = (await app.inject({ method: 'POST', url: '/api/monitoring/start', headers: ADMIN })).json();
    expect(started.monitoring).toMatchObject({ running: true, config: { proactiveEngagementInterval: 15 } });
    expect(started.monitoring.nextRunAt).not.toBeNull();
    const configured = await app.inject({
      method: 'PUT',
      url: '/api/monitoring/config',
      headers: ADMIN,
      payload: { proactiveEngagementInterval: 30, maxEngagementsPerHour: 5 },
    });
    expect(configured.json().monitoring.config).toEqual({ proactiveEngagementInterval: 30, maxEngagementsPerHour: 5 });
    const stats = (await app.inject({ method: 'GET', url: '/api/monitoring/stats' })).json().stats;
    expect(stats).toMatchObject({
      running: true,
      config: { proactiveEngagementInterval: 30, maxEngagementsPerHour: 5 },
    });
    const stopped = (await app.inject({ method: 'POST', url: '/api/monitoring/stop', headers: ADMIN })).json();
    expect(stopped.monitoring).toMatchObject({ running: false, nextRunAt: null });
  });
});
