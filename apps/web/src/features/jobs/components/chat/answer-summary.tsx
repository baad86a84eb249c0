import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import { JOB_FIELD_LABELS } from '../../job-field-labels';
import { SummaryRow } from './summary-row';

const labelOf = (key: ProjectSlotKey) => JOB_FIELD_LABELS[key === 'key_features' ? 'keyFeatures' : key];

/** All ten answers after the conversation, each editable in place. */
export function AnswerSummary({
  slots,
  onEdit,
}: {
  slots: ProjectSlots;
  onEdit(key: ProjectSlotKey, answer: string): void;
}) {
  return (
    <section
      aria-labelledby="answer-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="answer-summary-heading" className="text-xl font-semibold text-slate-900">
        Project summary
      </h2>
      <p className="mt-1 text-sm text-slate-600">Your answers, as they go into the job post. Edit any of them.</p>
      <ul className="mt-3">
        {PROJECT_SLOTS.map(({ key }) => (
          <SummaryRow
            key={key}
            label={labelOf(key)}
            answer={slots[key] ?? ''}
            onSave={(answer) => onEdit(key, answer)}
          />
        ))}
      </ul>
    </section>
  );
}
