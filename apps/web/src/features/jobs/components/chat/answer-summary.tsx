import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import { slotLabel } from '../../job-field-labels';
import { SummaryRow } from './summary-row';

/** All ten answers after the conversation, each editable in place. */
export function AnswerSummary({
  slots,
  generator,
  onEdit,
}: {
  slots: ProjectSlots;
  /** Which generator understood the free text, when the answers were understood rather than kept as typed. */
  generator?: string | null;
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
      {generator && <p className="mt-1 text-sm text-slate-600">{generator}.</p>}
      <ul className="mt-3">
        {PROJECT_SLOTS.map(({ key }) => (
          <SummaryRow
            key={key}
            label={slotLabel(key)}
            answer={slots[key] ?? ''}
            onSave={(answer) => onEdit(key, answer)}
          />
        ))}
      </ul>
    </section>
  );
}
