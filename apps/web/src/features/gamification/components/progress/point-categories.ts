import type { PointCategory } from '@app/shared/gamification/gamification.constants';
import { ROUTE_PATHS, type RoutePath } from '@app/shared/navigation/routes';

/** What each points category is called and where on the platform its points are earned. */
export const CATEGORY_GUIDE: Record<
  PointCategory,
  { title: string; links: readonly { to: RoutePath; label: string }[] }
> = {
  tasks: { title: 'Tasks', links: [{ to: ROUTE_PATHS.taskManager, label: 'Task Manager' }] },
  projects: {
    title: 'Projects',
    links: [
      { to: ROUTE_PATHS.postJob, label: 'Post a Job' },
      { to: ROUTE_PATHS.protoHub, label: 'Proto Hub' },
    ],
  },
  community: { title: 'Community', links: [{ to: ROUTE_PATHS.protoHub, label: 'Proto Hub' }] },
  ai: {
    title: 'AI assistant',
    links: [
      { to: ROUTE_PATHS.chat, label: 'AI Assistant' },
      { to: ROUTE_PATHS.developerChat, label: 'Dev Assistant' },
    ],
  },
};
