import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  achievementsFor,
  EARNING_RANGES,
  LEVEL_SPAN,
  levelProgress,
  levelTitle,
  POINT_RULES,
  REWARDS,
} from './gamification.constants.ts';

describe('levelProgress', () => {
  it.each([
    [0, { currentLevel: 0, pointsToNextLevel: 500, percent: 0, levelStart: 0, levelEnd: 500 }],
    [1, { currentLevel: 0, pointsToNextLevel: 499, percent: 0 }],
    [250, { currentLevel: 0, pointsToNextLevel: 250, percent: 50 }],
    [499, { currentLevel: 0, pointsToNextLevel: 1, percent: 100 }],
    [500, { currentLevel: 1, pointsToNextLevel: 500, percent: 0, levelStart: 500, levelEnd: 1000 }],
    [2600, { currentLevel: 5, pointsToNextLevel: 400, percent: 20 }],
  ])('%i points', (points, expected) => {
    expect(levelProgress(points)).toMatchObject(expected);
  });

  it('spans level n from 500n to 500(n+1) and never goes below zero', () => {
    for (let level = 0; level < 20; level++) {
      expect(levelProgress(level * LEVEL_SPAN).currentLevel).toBe(level);
      expect(levelProgress((level + 1) * LEVEL_SPAN - 1).currentLevel).toBe(level);
    }
    expect(levelProgress(-40)).toMatchObject({ currentLevel: 0, pointsToNextLevel: 500 });
  });
});

describe('levelTitle', () => {
  it.each([
    [0, 'Rookie'],
    [1, 'Bronze'],
    [2, 'Silver'],
    [3, 'Gold'],
    [4, 'Platinum'],
    [5, 'Elite Developer'],
    [12, 'Elite Developer'],
  ])('level %i is %s', (level, title) => expect(levelTitle(level)).toBe(title));
});

describe('point rules', () => {
  it('stay inside the earning ranges of the spec', () => {
    const values: (readonly [keyof typeof EARNING_RANGES, number])[] = [
      ...Object.values(POINT_RULES.taskCompleted.byPriority).map((points) => ['tasks', points] as const),
      ['projects', POINT_RULES.jobPublished.points],
      ['projects', POINT_RULES.prototypeShared.points],
      ['projects', POINT_RULES.bountyApproved.points],
      ['community', POINT_RULES.questionAnswered.points],
      ['community', POINT_RULES.answerAccepted.points],
      ['ai', POINT_RULES.profileSaved.points],
      ['ai', POINT_RULES.applicationSent.points],
    ];
    for (const [category, points] of values) {
      expect(points).toBeGreaterThanOrEqual(EARNING_RANGES[category].min);
      expect(points).toBeLessThanOrEqual(EARNING_RANGES[category].max);
    }
  });
});

describe('achievements and rewards', () => {
  const none = {
    totalPoints: 0,
    tasksCompleted: 0,
    projectsCreated: 0,
    prototypesShared: 0,
    prototypeLikes: 0,
    answers: 0,
    aiUses: 0,
  };

  it('are the eight achievements and six rewards of FACTS.md', () => {
    expect(ACHIEVEMENTS.map((achievement) => achievement.name)).toEqual([
      'First Steps',
      'Task Master',
      'Project Launcher',
      'Community Helper',
      'AI Assistant Expert',
      'Wireframe Master',
      'Prototype Pro',
      'Milestone Achiever',
    ]);
    expect(REWARDS.map((reward) => [reward.name, reward.pointsRequired])).toEqual([
      ['Priority Support', 500],
      ['Early Access', 1000],
      ['Exclusive Projects', 1500],
      ['Mentorship Program', 2000],
      ['Revenue Sharing', 3000],
      ['Platform Ambassador', 4000],
    ]);
  });

  it('are earned from the counts, with progress capped at the target', () => {
    expect(achievementsFor(none).every((achievement) => !achievement.isEarned && achievement.progress === 0)).toBe(
      true,
    );
    const busy = achievementsFor({ ...none, totalPoints: 2600, tasksCompleted: 14, answers: 3, prototypeLikes: 10 });
    const byId = new Map(busy.map((achievement) => [achievement.id, achievement]));
    expect(byId.get('first-steps')?.isEarned).toBe(true);
    expect(byId.get('milestone-achiever')?.isEarned).toBe(true);
    expect(byId.get('task-master')).toMatchObject({ isEarned: true, progress: 10, maxProgress: 10 });
    expect(byId.get('community-helper')).toMatchObject({ isEarned: false, progress: 3, maxProgress: 5 });
    expect(byId.get('prototype-pro')?.isEarned).toBe(true);
  });
});
