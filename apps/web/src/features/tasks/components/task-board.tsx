import { isCompleted, TASK_MESSAGES } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';
import { Suspense, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { useSetTaskCompleted } from '../api/set-task-completed';
import type { useTaskFeed } from '../hooks/use-task-feed';
import { LazyTaskFormDialog } from './lazy-task-form-dialog';
import { TaskGroups } from './task-groups';

type Feed = ReturnType<typeof useTaskFeed>;

/** The banner, the grouped list or its empty state, and the edit dialog. */
export function TaskBoard({ feed, me }: { feed: Feed; me: string | null }) {
  const setCompleted = useSetTaskCompleted();
  const [editing, setEditing] = useState<Task | null>(null);
  const hasTasks = feed.tasks.length > 0;

  return (
    <div className="flex flex-col gap-4">
      {feed.failure && (
        <div className="flex flex-col gap-2">
          <ErrorBanner
            message={feed.failure.message}
            tone={feed.isShowingSamples ? 'warning' : 'error'}
            onRetry={feed.retry}
          />
          {feed.isShowingSamples && (
            <p className="text-sm text-slate-600">These sample tasks are read-only until the server answers again.</p>
          )}
        </div>
      )}
      {feed.isLoading && <LoadingState label="Loading tasks" />}
      {!feed.isLoading && !hasTasks && !(feed.failure && !feed.isShowingSamples) && (
        <EmptyState title={TASK_MESSAGES.empty}>Try other filters, or create a task.</EmptyState>
      )}
      {hasTasks && (
        <TaskGroups
          tasks={feed.tasks}
          me={me}
          isReadOnly={feed.isShowingSamples}
          onToggleCompleted={(task) => setCompleted.mutate({ task, completed: !isCompleted(task) })}
          onEdit={setEditing}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <LazyTaskFormDialog key={editing.id} open task={editing} onOpenChange={(open) => open || setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
