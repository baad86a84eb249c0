import type { Task } from '@app/shared/tasks/tasks.schemas';
import { describe, expect, it } from 'vitest';
import { dueRange, hasAnyFilter, matchesFilters, NO_TASK_FILTERS, type TaskFilters } from './task-filters';

// Days are the visitor's calendar days, so expected instants are built in local time: the test
// holds in any time zone (TZ=Asia/Kolkata, TZ=America/New_York...).
const local = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, second, ms);

let counter = 0;
function buildTask(overrides: Partial<Task> = {}): Task {
  counter++;
  const createdAt = local(2025, 3, 1).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Task ${counter}`,
    description: '',
    status: 'pending',
    priority: 'medium',
    assignedTo: null,
    assignedBy: null,
    dueDate: null,
    createdAt,
    updatedAt: createdAt,
    pipelineId: 'client-projects',
    pipelineName: 'Client projects',
    opportunityId: null,
    completed: false,
    ...overrides,
  };
}

const filters = (changes: Partial<TaskFilters>): TaskFilters => ({ ...NO_TASK_FILTERS, ...changes });
const dueAt = (date: Date) => buildTask({ dueDate: date.toISOString() });
const MARCH_10_TO_12 = filters({ dueFrom: '2025-03-10', dueTo: '2025-03-12' });

describe('hasAnyFilter (shows clear-all)', () => {
  it('is false with no filter set', () => {
    expect(hasAnyFilter(NO_TASK_FILTERS)).toBe(false);
  });

  it.each<Partial<TaskFilters>>([
    { search: 'api' },
    { status: 'completed' },
    { priority: 'high' },
    { assignee: 'Julian Faulkner' },
    { dueFrom: '2025-03-10' },
    { dueTo: '2025-03-12' },
  ])('is true with %o set', (changes) => {
    expect(hasAnyFilter(filters(changes))).toBe(true);
  });
});

describe('dueRange', () => {
  it('runs from the start of the first day to the last millisecond of the last, in local time', () => {
    expect(dueRange(MARCH_10_TO_12)).toEqual({
      from: local(2025, 3, 10),
      to: local(2025, 3, 12, 23, 59, 59, 999),
    });
  });

  it('covers one whole day when both ends are the same day', () => {
    const range = dueRange(filters({ dueFrom: '2025-03-10', dueTo: '2025-03-10' }));
    expect(range && range.to.getTime() - range.from.getTime()).toBe(86_400_000 - 1);
  });

  it('is off unless both ends are set (part-2 §5)', () => {
    expect(dueRange(filters({ dueFrom: '2025-03-10' }))).toBeNull();
    expect(dueRange(filters({ dueTo: '2025-03-12' }))).toBeNull();
    expect(dueRange(NO_TASK_FILTERS)).toBeNull();
  });

  it('is off when a day cannot be read', () => {
    expect(dueRange(filters({ dueFrom: '2025-13-01', dueTo: '2025-03-12' }))).toBeNull();
    expect(dueRange(filters({ dueFrom: '2025-03-10', dueTo: 'tomorrow' }))).toBeNull();
  });
});

describe('matchesFilters', () => {
  it('matches every task, with or without a due date, when no filter is set', () => {
    expect(matchesFilters(buildTask(), NO_TASK_FILTERS)).toBe(true);
    expect(matchesFilters(dueAt(local(2020, 1, 1)), NO_TASK_FILTERS)).toBe(true);
  });

  it('includes both ends of the due range to the millisecond, and nothing outside it', () => {
    expect(matchesFilters(dueAt(local(2025, 3, 10)), MARCH_10_TO_12)).toBe(true);
    expect(matchesFilters(dueAt(local(2025, 3, 12, 23, 59, 59, 999)), MARCH_10_TO_12)).toBe(true);
    expect(matchesFilters(dueAt(local(2025, 3, 11, 12)), MARCH_10_TO_12)).toBe(true);
    expect(matchesFilters(dueAt(local(2025, 3, 9, 23, 59, 59, 999)), MARCH_10_TO_12)).toBe(false);
    expect(matchesFilters(dueAt(local(2025, 3, 13)), MARCH_10_TO_12)).toBe(false);
  });

  it('leaves out tasks without a due date once a range is set', () => {
    expect(matchesFilters(buildTask({ dueDate: null }), MARCH_10_TO_12)).toBe(false);
  });

  it('ignores a half-set range, as the server does', () => {
    const task = dueAt(local(2030, 1, 1));
    expect(matchesFilters(task, filters({ dueFrom: '2025-03-10' }))).toBe(true);
    expect(matchesFilters(task, filters({ dueTo: '2025-03-12' }))).toBe(true);
  });

  it('matches nothing when the range ends before it starts', () => {
    const reversed = filters({ dueFrom: '2025-03-12', dueTo: '2025-03-10' });
    expect(matchesFilters(dueAt(local(2025, 3, 11)), reversed)).toBe(false);
    expect(matchesFilters(dueAt(local(2025, 3, 12)), reversed)).toBe(false);
  });

  it('searches the title or the description, case-insensitively', () => {
    const task = buildTask({ title: 'Write API documentation', description: 'Cover every Endpoint' });
    expect(matchesFilters(task, filters({ search: 'api docu' }))).toBe(true);
    expect(matchesFilters(task, filters({ search: 'ENDPOINT' }))).toBe(true);
    expect(matchesFilters(task, filters({ search: 'schema' }))).toBe(false);
    // The server matches each field on its own, so a phrase spanning the two finds nothing.
    expect(matchesFilters(task, filters({ search: 'documentation cover' }))).toBe(false);
  });

  it('matches status and priority exactly', () => {
    const task = buildTask({ status: 'in_progress', priority: 'high' });
    expect(matchesFilters(task, filters({ status: 'in_progress', priority: 'high' }))).toBe(true);
    expect(matchesFilters(task, filters({ status: 'pending' }))).toBe(false);
    expect(matchesFilters(task, filters({ priority: 'low' }))).toBe(false);
  });

  it('matches the assignee case-insensitively, and never an unassigned task', () => {
    const task = buildTask({ assignedTo: 'Julian Faulkner' });
    expect(matchesFilters(task, filters({ assignee: 'julian faulkner' }))).toBe(true);
    expect(matchesFilters(task, filters({ assignee: 'Lamont Evans' }))).toBe(false);
    expect(matchesFilters(buildTask({ assignedTo: null }), filters({ assignee: 'Julian Faulkner' }))).toBe(false);
  });

  it('needs every set filter to match', () => {
    const task = buildTask({
      title: 'Setup CI/CD pipeline',
      status: 'pending',
      priority: 'high',
      assignedTo: 'Dantee Fluellen',
      dueDate: local(2025, 3, 11, 9).toISOString(),
    });
    const all = filters({
      search: 'ci/cd',
      status: 'pending',
      priority: 'high',
      assignee: 'Dantee Fluellen',
      dueFrom: '2025-03-10',
      dueTo: '2025-03-12',
    });
    expect(matchesFilters(task, all)).toBe(true);
    expect(matchesFilters(task, { ...all, priority: 'medium' })).toBe(false);
    expect(matchesFilters(task, { ...all, dueTo: '2025-03-10' })).toBe(false);
  });
});
