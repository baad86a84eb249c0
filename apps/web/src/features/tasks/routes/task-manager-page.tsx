import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { useCurrentDeveloper } from '../../../lib/current-developer';
import { DeveloperTabs } from '../components/developer-tabs';
import { NewTaskButton } from '../components/new-task-button';
import { TaskBoard } from '../components/task-board';
import { TaskFiltersPanel } from '../components/task-filters-panel';
import { TaskQuickStats } from '../components/task-quick-stats';
import { TaskStatistics } from '../components/task-statistics';
import { useTaskFeed } from '../hooks/use-task-feed';
import { useTaskFilters } from '../hooks/use-task-filters';

/** Task manager (part-2 §2, issue 8): the client-projects pipeline's tasks, grouped and filtered. */
export function TaskManagerPage() {
  const { filters, update, clearAll } = useTaskFilters();
  const [me, setMe] = useCurrentDeveloper();
  const feed = useTaskFeed(filters);

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="📋"
        title="Task Manager"
        description="Track the work on client projects: who does what, and what is due."
        actions={<NewTaskButton />}
      />
      <TaskQuickStats tasks={feed.tasks} me={me} onChooseMe={setMe} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filters and statistics" className="flex flex-col gap-4">
          <TaskFiltersPanel filters={filters} onChange={update} onClearAll={clearAll} />
          <TaskStatistics tasks={feed.tasks} />
        </aside>
        <div className="min-w-0">
          <DeveloperTabs assignee={filters.assignee} onChange={(assignee) => update({ assignee })}>
            <TaskBoard feed={feed} me={me} />
          </DeveloperTabs>
        </div>
      </div>
    </div>
  );
}

export function Component() {
  return <TaskManagerPage />;
}
