import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { PageErrorBoundary } from './errors/page-error-boundary';
import { RouteError } from './errors/route-error';
import { AppShell } from './layout/app-shell';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const comingSoon: LazyPage = () => import('./coming-soon-page');

/** Every page, lazily loaded (DESIGN.md §8). Later issues swap `comingSoon` for their page. */
const PAGES: Record<string, LazyPage> = {
  [ROUTE_PATHS.home]: () => import('../features/home/routes/home-page'),
  [ROUTE_PATHS.chat]: comingSoon,
  [ROUTE_PATHS.developerChat]: comingSoon,
  [ROUTE_PATHS.protoHub]: comingSoon,
  [ROUTE_PATHS.jobs]: comingSoon,
  [ROUTE_PATHS.postJob]: comingSoon,
  [ROUTE_PATHS.developers]: () => import('./developers-page'),
  [ROUTE_PATHS.gamification]: comingSoon,
  [ROUTE_PATHS.aiCommunityMember]: comingSoon,
  [ROUTE_PATHS.taskManager]: comingSoon,
  [ROUTE_PATHS.pitchDeck]: comingSoon,
  [ROUTE_PATHS.landingPage]: comingSoon,
  [ROUTE_PATHS.defiPlatform]: comingSoon,
  [ROUTE_PATHS.pipelineDashboard]: comingSoon,
  [ROUTE_PATHS.userFeedback]: comingSoon,
  [ROUTE_PATHS.codeContributions]: comingSoon,
  [ROUTE_PATHS.codingEducation]: comingSoon,
};

/** Each page gets its own error wrapper, reset when the path changes. */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

const pageRoutes: RouteObject[] = Object.entries(PAGES).map(([path, load]) =>
  path === '/' ? { index: true, lazy: load } : { path, lazy: load },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    hydrateFallbackElement: <LoadingState label="Loading" />,
    children: [
      {
        element: <PageFrame />,
        errorElement: <RouteError />,
        children: [...pageRoutes, { path: '*', element: <Navigate to="/" replace /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
