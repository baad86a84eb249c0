import { WIDGET_CLOSE_DELAY_MS, WIDGET_SUBMITTED_CLOSE_DELAY_MS } from '@app/shared/feedback/feedback.constants';
import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../../components/ui/cn';
import { FeedbackWidgetForm, type WidgetSubmitResult } from './feedback-widget-form';

/**
 * The expanded widget (part-2 §4): a non-modal dialog. Closing collapses it, then closes it
 * 300 ms later; after a submit it thanks the user and closes 2 s later.
 */
export default function FeedbackPanel({ feature, onClose }: { feature?: string; onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [result, setResult] = useState<WidgetSubmitResult | null>(null);
  const timers = useRef<number[]>([]);

  const close = useCallback(() => {
    setIsExpanded(false);
    timers.current.push(window.setTimeout(onClose, WIDGET_CLOSE_DELAY_MS));
  }, [onClose]);

  useEffect(() => {
    setIsExpanded(true);
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    const pending = timers.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, [close]);

  const onSubmitted = (submitted: WidgetSubmitResult) => {
    setResult(submitted);
    timers.current.push(window.setTimeout(close, WIDGET_SUBMITTED_CLOSE_DELAY_MS));
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'fixed inset-x-2 bottom-2 z-40 flex max-h-[calc(100dvh-1rem)] flex-col overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-2xl',
        'transition-[opacity,transform] duration-300 focus:outline-none sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-96',
        isExpanded ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Share your feedback
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close feedback"
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="p-4">
        {result ? (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 px-3 py-4 text-center text-sm font-medium text-emerald-800"
          >
            {result.status === 'sent'
              ? `Thanks! You earned ${result.points} points.`
              : "Thanks! You're offline, so your feedback is saved as pending and will be sent when you're back online."}
          </p>
        ) : (
          <FeedbackWidgetForm initialFeature={feature} onSubmitted={onSubmitted} />
        )}
      </div>
    </div>
  );
}
