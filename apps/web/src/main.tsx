import './lib/zod-config';
import { StrictMode, startTransition, useEffect } from 'react';
import { App } from './app/app';
import { applyDeferredStylesheets } from './app/deferred-stylesheets';
import { installGlobalErrorHandlers, reportRecoverableError } from './app/errors/report-error';
import { evaluateFirstPageModules } from './app/first-page-modules';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { waitForReadiness } from './app/readiness';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/browser-tracker';
import { captureReferral } from './lib/referral';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root not found: cannot mount the application.');

installGlobalErrorHandlers();
captureReferral();
initAnalytics();

/** The pre-rendered frame is inert until React has hydrated it: then its controls work. */
function LiftInert({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

/**
 * Meanwhile the server's HTML stays on screen: the page's pre-rendered frame or the start-up
 * screen, styled by its inlined critical CSS until the full stylesheet applies. Not a top-level
 * await: the pages' chunks import from this one, which must not be left waiting on them.
 */
async function start(container: HTMLElement) {
  const [router] = await Promise.all([
    evaluateFirstPageModules().then(() => createAppRouter()),
    waitForReadiness(),
    applyDeferredStylesheets(),
  ]);
  const app = (
    <StrictMode>
      <App router={router} />
      <LiftInert container={container} />
    </StrictMode>
  );
  // A transition either way: React renders (or hydrates) the first page in slices of a few
  // milliseconds, so a phone's main thread stays responsive. Hydrating at the default priority ran
  // in one task, which Lighthouse counted as total blocking time (bench/findings.md item 18).
  startTransition(() => {
    if (container.hasAttribute('data-prerendered')) {
      // The frame's elements stay and come alive: nothing is drawn twice (DESIGN.md §8).
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    } else {
      createRoot(container).render(app);
    }
  });
}

void start(rootElement);
