import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MessageSquare } from '../../../../components/ui/shell-icons';
import { subscribeToFeedbackWidget } from '../../../../lib/feedback-widget';
import { keepFloatingButtonsClear } from './keep-clear-watcher';

/** The panel (form, constants, API client) loads on first open, not with the first visit (DESIGN.md §8). */
const FeedbackPanel = lazy(() => import('./feedback-panel').catch(() => ({ default: PanelUnavailable })));

/** The panel's code could not be downloaded (offline after a deploy): say so instead of crashing the shell. */
function PanelUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="alert"
      className="fixed right-3 bottom-3 z-40 flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm shadow-lg"
    >
      The feedback form could not load. Check your connection and reload the page.
      <button type="button" onClick={onClose} className="font-medium text-brand-700 underline">
        Dismiss
      </button>
    </div>
  );
}

interface WidgetSession {
  /** Changes on every open, so a new open starts a fresh form. */
  key: number;
  feature?: string;
}

/** The floating feedback widget of every page: a round button that opens the feedback panel. */
export function FeedbackLauncher() {
  const [session, setSession] = useState<WidgetSession | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);

  useEffect(
    () =>
      subscribeToFeedbackWidget(({ feature }) => setSession((current) => ({ key: (current?.key ?? 0) + 1, feature }))),
    [],
  );

  // Nothing it floats over is ever covered (issue 41 §6): it steps aside from every control.
  useEffect(keepFloatingButtonsClear, []);

  useEffect(() => {
    if (session === null && shouldRefocus.current) {
      shouldRefocus.current = false;
      buttonRef.current?.focus();
    }
  }, [session]);

  if (session) {
    return (
      <Suspense fallback={null}>
        <FeedbackPanel
          key={session.key}
          feature={session.feature}
          onClose={() => {
            shouldRefocus.current = true;
            setSession(null);
          }}
        />
      </Suspense>
    );
  }
  return (
    // A floating button: it steps aside from controls and menus (keep-clear-watcher.ts).
    <button
      ref={buttonRef}
      type="button"
      onClick={() => setSession({ key: 1 })}
      className="fixed right-3 bottom-3 z-40 flex size-12 data-[corner=other]:right-auto data-[corner=other]:left-3 sm:data-[corner=other]:left-5 items-center justify-center gap-2 rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:right-5 sm:bottom-5 sm:h-12 sm:w-auto sm:px-5"
    >
      <MessageSquare className="size-5" aria-hidden />
      <span className="sr-only font-medium sm:not-sr-only">Feedback</span>
    </button>
  );
}
