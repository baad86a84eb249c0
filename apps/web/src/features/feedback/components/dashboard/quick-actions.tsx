import { FEEDBACK_MESSAGES } from '@app/shared/feedback/feedback.constants';
import { HelpCircle, MessageSquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { track } from '../../../../lib/browser-tracker';
import { openFeedbackWidget } from '../../../../lib/feedback-widget';

/** Give Feedback opens the floating widget expanded; Help says help is coming soon (part-2 §8). */
export function QuickActions() {
  const [isHelpShown, setIsHelpShown] = useState(false);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Quick Actions</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => {
            track('give_feedback_button_clicked');
            openFeedbackWidget();
          }}
        >
          <MessageSquarePlus className="size-4" aria-hidden />
          Give Feedback
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            track('feedback_help_requested');
            setIsHelpShown(true);
          }}
        >
          <HelpCircle className="size-4" aria-hidden />
          Help
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {isHelpShown && (
          <div className="mt-3 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            <p className="flex-1">{FEEDBACK_MESSAGES.help}</p>
            <button
              type="button"
              aria-label="Dismiss help message"
              onClick={() => setIsHelpShown(false)}
              className="rounded p-0.5 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </Card>
  );
}
