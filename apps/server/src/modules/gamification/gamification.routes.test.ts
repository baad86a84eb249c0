import { POINT_RULES, REWARD_MESSAGES } from '@app/shared/gamification/gamification.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { earnTokens } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postPrototype, postQuestion, UNLIMITED } from '../../test/community-factories.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

describe('gamification API', () => {
  let testApp: TestApp;
  let dev: Visitor;
  let asker: Visitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
    dev = await createVisitor(testApp.app);
    asker = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const progressOf = async (visitor: Visitor) =>
    (await inject({ method: 'GET', url: '/api/gamification/progress', headers: visitor.headers })).json().progress;
  const claim = (visitor: Visitor, id: string) =>
    inject({ method: 'POST', url: `/api/gamification/rewards/${id}/claim`, headers: visitor.headers });
  const createTask = async (priority: 'high' | 'medium' | 'low') => {
    const response = await inject({
      method: 'POST',
      url: '/api/tasks',
      headers: dev.headers,
      payload: { title: `A ${priority} task`, priority },
    });
    return response.json().task.id as string;
  };
  const setCompleted = (id: string, completed: boolean) =>
    inject({ method: 'PUT', url: `/api/tasks/${id}/status`, headers: dev.headers, payload: { completed } });

  it('starts a new visitor at zero: level 0 with 500 points to the next level', async () => {
    expect(await progressOf(dev)).toEqual({
      totalPoints: 0,
      currentLevel: 0,
      pointsToNextLevel: 500,
      badgesEarned: 0,
      tasksCompleted: 0,
      projectsCreated: 0,
      communityHelp: 0,
      pointsByCategory: { tasks: 0, projects: 0, community: 0, ai: 0 },
    });
    const anonymous = (await inject({ method: 'GET', url: '/api/gamification/progress' })).json().progress;
    expect(anonymous.totalPoints).toBe(0);
    const achievements = (
      await inject({ method: 'GET', url: '/api/gamification/achievements', headers: dev.headers })
    ).json().achievements;
    expect(achievements).toHaveLength(8);
    expect(achievements.every((item: { isEarned: boolean }) => !item.isEarned)).toBe(true);
  });

  it('earns points from real activity: answers, accepted answers, tasks, prototypes, bounties', async () => {
    const question = await postQuestion(testApp.app, asker);
    const answer = await postAnswer(testApp.app, dev, question.id);
    await inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${answer.id}/accept`,
      headers: asker.headers,
    });
    const task = await createTask('high');
    expect((await setCompleted(task, true)).statusCode).toBe(200);
    await postPrototype(testApp.app, dev);
    await earnTokens(testApp.app, dev, 50);

    const progress = await progressOf(dev);
    const expected =
      POINT_RULES.questionAnswered.points +
      POINT_RULES.answerAccepted.points +
      POINT_RULES.taskCompleted.byPriority.high +
      POINT_RULES.prototypeShared.points +
      POINT_RULES.bountyApproved.points;
    expect(progress).toMatchObject({
      totalPoints: expected,
      currentLevel: 1,
      pointsToNextLevel: 1000 - expected,
      tasksCompleted: 1,
      projectsCreated: 1,
      communityHelp: 1,
      pointsByCategory: { tasks: 50, projects: 350, community: 100, ai: 0 },
    });
    const achievements = (
      await inject({ method: 'GET', url: '/api/gamification/achievements', headers: dev.headers })
    ).json().achievements;
    const byId = new Map(achievements.map((item: { id: string }) => [item.id, item]));
    expect(byId.get('first-steps')).toMatchObject({ isEarned: true, progress: 1, maxProgress: 1 });
    expect(byId.get('project-launcher')).toMatchObject({ isEarned: true });
    expect(byId.get('task-master')).toMatchObject({ isEarned: false, progress: 1, maxProgress: 10 });
    expect(byId.get('community-helper')).toMatchObject({ isEarned: false, progress: 1, maxProgress: 5 });
    expect(progress.badgesEarned).toBe(2);
  });

  it("takes a task's points back when it is reopened, and gives them once when completed again", async () => {
    const before = (await progressOf(dev)).totalPoints;
    const task = await createTask('low');
    await setCompleted(task, true);
    expect((await progressOf(dev)).totalPoints).toBe(before + 10);
    await setCompleted(task, false);
    expect((await progressOf(dev)).totalPoints).toBe(before);
    await setCompleted(task, true);
    await setCompleted(task, true);
    expect((await progressOf(dev)).totalPoints).toBe(before + 10);
  });

  it('unlocks rewards at their thresholds and claims each once', async () => {
    const rewards = (await inject({ method: 'GET', url: '/api/gamification/rewards', headers: dev.headers })).json();
    expect(rewards.rewards.map((reward: { pointsRequired: number }) => reward.pointsRequired)).toEqual([
      500, 1000, 1500, 2000, 3000, 4000,
    ]);
    expect(rewards.rewards[0]).toMatchObject({ id: 'priority-support', isUnlocked: true, isClaimed: false });
    expect(rewards.rewards[1]).toMatchObject({ id: 'early-access', isUnlocked: false });

    const locked = await claim(dev, 'early-access');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(REWARD_MESSAGES.locked(1000 - rewards.totalPoints));
    const claimed = await claim(dev, 'priority-support');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().reward).toMatchObject({ isClaimed: true, isUnlocked: true });
    const twice = await claim(dev, 'priority-support');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REWARD_MESSAGES.alreadyClaimed);
    expect((await claim(dev, 'no-such-reward')).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/api/gamification/rewards/priority-support/claim' })).statusCode).toBe(
      401,
    );
    const newcomer = await createVisitor(testApp.app);
    expect((await claim(newcomer, 'priority-support')).json().message).toBe(REWARD_MESSAGES.locked(500));
  });

  it('ranks people by points per period, marks the caller, and leaves AI members out', async () => {
    const board = async (period: string, visitor?: Visitor) =>
      (
        await inject({
          method: 'GET',
          url: `/api/gamification/leaderboard?period=${period}`,
          headers: visitor?.headers,
        })
      ).json();
    const all = await board('all', dev);
    expect(all.leaderboard.length).toBeGreaterThan(3);
    expect(all.leaderboard.length).toBeLessThanOrEqual(10);
    const points = all.leaderboard.map((entry: { points: number }) => entry.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(all.leaderboard.map((entry: { rank: number }) => entry.rank)).toEqual(
      points.map((_: number, index: number) => index + 1),
    );
    expect(all.leaderboard.some((entry: { name: string }) => entry.name === 'Alex Chen')).toBe(false);
    const mine = [...all.leaderboard, all.me].find((entry) => entry?.isCurrentUser);
    expect(mine).toMatchObject({ id: dev.user.id, level: 1 });

    const week = await board('week');
    const month = await board('month');
    const total = (data: { leaderboard: { points: number }[] }) =>
      data.leaderboard.reduce((sum, entry) => sum + entry.points, 0);
    expect(total(week)).toBeLessThanOrEqual(total(month));
    expect(total(month)).toBeLessThan(total(all));
    expect(week.leaderboard.some((entry: { id: string }) => entry.id === dev.user.id)).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/gamification/leaderboard?period=year' })).statusCode).toBe(400);
  });
});
