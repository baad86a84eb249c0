import { ContextualFeedbackForm } from './contextual-feedback-form';
import { MicroSurvey } from './micro-survey';

/** Feedback Forms: the micro survey and the contextual form for the AI Project Assistant (part-2 §2). */
export function FormsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <MicroSurvey />
      <ContextualFeedbackForm />
    </div>
  );
}
