import { describe, expect, it } from 'vitest';
import {
  completionRate,
  type GroupableTask,
  groupTasks,
  isOverdue,
  TASK_GROUPS,
  taskGroup,
} from './tasks.constants.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('task rules', () => {
  it('is overdue only when not completed and due strictly before now', () => {
    const base: GroupableTask = { status: 'pending', completed: false, assignedTo: null, dueDate: null };
    expect(isOverdue({ ...base, dueDate: '2026-11-21T11:59:59Z' }, now)).toBe(true);
    expect(isOverdue({ ...base, dueDate: '2026-11-21T12:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ ...base, dueDate: null }, now)).toBe(false);
    expect(isOverdue({ ...base, dueDate: '2026-11-01T00:00:00Z', completed: true }, now)).toBe(false);
    expect(isOverdue({ ...base, dueDate: '2026-11-01T00:00:00Z', status: 'completed' }, now)).toBe(false);
  });

  it('puts every task in exactly one group, for every combination', () => {
    const tasks: GroupableTask[] = [];
    for (const status of ['pending', 'in_progress', 'completed'] as const) {
      for (const completed of [true, false]) {
        for (const assignedTo of [null, 'me', 'someone']) {
          for (const dueDate of [null, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z']) {
            tasks.push({ status, completed, assignedTo, dueDate });
          }
        }
      }
    }
    const groups = groupTasks(tasks, 'me', now);
    const placed = TASK_GROUPS.flatMap((group) => groups[group]);
    expect(placed).toHaveLength(tasks.length);
    expect(new Set(placed).size).toBe(tasks.length);
    expect(groups.completed.length).toBeGreaterThan(0);
  });

  it('lets overdue win, then completed, then mine', () => {
    expect(
      taskGroup(
        { status: 'in_progress', completed: false, assignedTo: 'me', dueDate: '2026-11-01T00:00:00Z' },
        'me',
        now,
      ),
    ).toBe('overdue');
    expect(taskGroup({ status: 'pending', completed: true, assignedTo: 'me', dueDate: null }, 'me', now)).toBe(
      'completed',
    );
    expect(taskGroup({ status: 'in_progress', completed: false, assignedTo: 'me', dueDate: null }, 'me', now)).toBe(
      'mine',
    );
    expect(taskGroup({ status: 'in_progress', completed: false, assignedTo: 'x', dueDate: null }, 'me', now)).toBe(
      'in_progress',
    );
    expect(taskGroup({ status: 'pending', completed: false, assignedTo: 'x', dueDate: null }, null, now)).toBe(
      'pending',
    );
  });

  it('rounds the completion rate', () => {
    const done: GroupableTask = { status: 'completed', completed: true, assignedTo: null, dueDate: null };
    const open: GroupableTask = { status: 'pending', completed: false, assignedTo: null, dueDate: null };
    expect(completionRate([done, open, open])).toBe(33);
    expect(completionRate([done, done, open])).toBe(67);
    expect(completionRate([])).toBe(0);
  });
});
