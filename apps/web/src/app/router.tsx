import { ACCOUNT_PATH, DELIVERY_PATHS } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { PageErrorBoundary } from './errors/page-error-boundary';
import { RouteError } from './errors/route-error';
import { AppShell } from './layout/app-shell';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Every page, lazily loaded (DESIGN.md §8). */
const PAGES: Record<string, LazyPage> = {
  [ROUTE_PATHS.home]: () => import('../features/home/routes/home-page'),
  [ROUTE_PATHS.chat]: () => import('./pages/chat-page'),
  [ROUTE_PATHS.developerChat]: () => import('./pages/developer-chat-page'),
  [ROUTE_PATHS.protoHub]: () => import('./pages/proto-hub-page'),
  [ROUTE_PATHS.jobs]: () => import('./pages/jobs-page'),
  [ROUTE_PATHS.postJob]: () => import('./pages/post-job-page'),
  [ROUTE_PATHS.developers]: () => import('./developers-page'),
  [ROUTE_PATHS.gamification]: () => import('./pages/gamification-page'),
  [ROUTE_PATHS.aiCommunityMember]: () => import('./pages/ai-member-page'),
  [ROUTE_PATHS.taskManager]: () => import('../features/tasks/routes/task-manager-page'),
  [ROUTE_PATHS.pitchDeck]: () => import('../features/pitch-deck/routes/pitch-deck-page'),
  [ROUTE_PATHS.landingPage]: () => import('../features/waitlists/routes/landing-page'),
  [ROUTE_PATHS.defiPlatform]: () => import('../features/funding/routes/funding-page'),
  [ROUTE_PATHS.pipelineDashboard]: () => import('../features/opportunities/routes/pipeline-dashboard-page'),
  [ROUTE_PATHS.userFeedback]: () => import('../features/feedback/routes/user-feedback-page'),
  [ROUTE_PATHS.codeContributions]: () => import('./pages/code-contributions/code-contributions-page'),
  [ROUTE_PATHS.codingEducation]: () => import('../features/waitlists/routes/coding-education-page'),
};

/**
 * The visitor's own pages: the marketplace's jobs, applicants and applications (issue 20), the
 * account (issue 21) and the contracts after a hire (issue 32). Never pre-rendered (prerender.tsx
 * renders ROUTE_PATHS only): they show nobody's page but the visitor's. A job's own page (issue 33)
 * is public, but its address carries an id and its action is the viewer's, so it is here too.
 */
const VISITOR_PAGES: Record<string, LazyPage> = {
  [MARKETPLACE_PATHS.job]: () => import('../features/jobs/routes/job-page'),
  [MARKETPLACE_PATHS.myJobs]: () => import('./pages/my-jobs/my-jobs-page'),
  [MARKETPLACE_PATHS.jobApplicants]: () => import('./pages/my-jobs/job-applicants-page'),
  [MARKETPLACE_PATHS.myApplications]: () => import('./pages/my-applications/my-applications-page'),
  [MARKETPLACE_PATHS.contracts]: () => import('../features/contracts/routes/contracts-page'),
  [MARKETPLACE_PATHS.contract]: () => import('../features/contracts/routes/contract-page'),
  [MARKETPLACE_PATHS.applicationContract]: () => import('../features/contracts/routes/application-contract-page'),
  [ACCOUNT_PATH]: () => import('./pages/account-page'),
  // Issue 34: the inbox, the email's confirmation link and one-click unsubscribe from a mail.
  [MARKETPLACE_PATHS.messages]: () => import('../features/messages/routes/inbox-page'),
  [DELIVERY_PATHS.verifyEmail]: () => import('../features/delivery/routes/verify-email-page'),
  [DELIVERY_PATHS.unsubscribe]: () => import('../features/delivery/routes/unsubscribe-page'),
  // Issue 41: a member's page and a developer's shareable page (public; their addresses carry an id).
  [MARKETPLACE_PATHS.member]: () => import('../features/members/routes/member-page'),
  [MARKETPLACE_PATHS.developer]: () => import('./pages/developer-page'),
  // Issue 42: money held in escrow by the platform, as a client pays it and a developer earns it.
  [MARKETPLACE_PATHS.billing]: () => import('../features/payments/routes/billing-page'),
  [MARKETPLACE_PATHS.earnings]: () => import('../features/payments/routes/earnings-page'),
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

const { [ROUTE_PATHS.home]: loadHome, ...apiPages } = PAGES;

/** Home stands alone; every other page sits under the lazily loaded server-state layout. */
const pageRoutes: RouteObject[] = [
  { index: true, lazy: loadHome },
  {
    lazy: () => import('./query-layout'),
    children: Object.entries({ ...apiPages, ...VISITOR_PAGES }).map(([path, load]) => ({ path, lazy: load })),
  },
];

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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes that match the first address before the router starts, so the
 * first render is the page itself, drawn over its pre-rendered frame in one commit, rather than a
 * loading fallback that would replace the frame and then be replaced in turn. A module that fails
 * to load is left to the router, which tries again and shows its error page.
 */
export async function createAppRouter(location: Pick<Location, 'pathname'> = window.location): Promise<AppRouter> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // The router loads it again when it starts, and shows Error Loading Page if that fails too.
      }
    }),
  );
  return createBrowserRouter(routes);
}
