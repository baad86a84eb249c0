import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingState } from '../../components/ui/states';
import { Toaster } from '../../components/ui/toast';
import { FeedbackLauncher } from '../../features/feedback/components/widget/feedback-launcher';
import { usePasskeyNudge } from '../../lib/passkey-nudge';
import { NavBar } from './nav-bar';
import { OutboxStatus } from './outbox-status';
import { PageViewTracker } from './page-view-tracker';
import { ScrollToTop } from './scroll-to-top';

/** The offer to keep the account loads when it is made (lib/passkey-nudge.ts). */
const PasskeyNudge = lazy(() =>
  import('./passkey-nudge').then(
    (module) => ({ default: module.PasskeyNudge }),
    () => ({ default: () => null }),
  ),
);

/**
 * The frame of every page: header element, navigation bar, the page, toasts (sonner loads with the
 * first one) and the floating feedback button (its panel loads lazily on first open).
 */
export function AppShell() {
  const navigation = useNavigation();
  const isNudgeShown = usePasskeyNudge();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      {/* The toasts keep below this header (components/ui/toast-offset.ts). */}
      <header data-app-header>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <OutboxStatus />
        <NavBar />
        {isNudgeShown && (
          <Suspense fallback={null}>
            <PasskeyNudge />
          </Suspense>
        )}
        <div className={navigation.state === 'loading' ? 'h-0.5 animate-pulse bg-brand-500' : 'h-0.5'} aria-hidden />
        {/* The bar above is for the eye; this says the same to screen readers while a page loads. */}
        <p role="status" className="sr-only">
          {navigation.state === 'loading' ? 'Loading' : ''}
        </p>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Room under the last content so the floating feedback button never hides it. */}
      <div className="h-16" aria-hidden />
      <FeedbackLauncher />
      <ScrollToTop />
      <PageViewTracker />
      <Toaster />
    </div>
  );
}
