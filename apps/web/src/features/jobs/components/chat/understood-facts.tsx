import { PROJECT_SLOTS, type ProjectSlotKey, type ProjectSlots } from '@app/shared/jobs/project-slots';
import { slotLabel } from '../../job-field-labels';
import { SummaryRow } from './summary-row';

/** The description is the person's own text: the list shows what was read from it. */
const FACT_SLOTS = PROJECT_SLOTS.filter(({ key }) => key !== 'description');

/** What the assistant understood so far, each fact correctable in place (issue 23). */
export function UnderstoodFacts({
  slots,
  generator,
  onCorrect,
}: {
  slots: ProjectSlots;
  /** "Understood by the built-in assistant", or by the language model. */
  generator: string | null;
  onCorrect(key: ProjectSlotKey, text: string): void;
}) {
  const facts = FACT_SLOTS.filter(({ key }) => slots[key]);
  if (facts.length === 0) return null;
  return (
    <section
      aria-labelledby="understood-facts-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="understood-facts-heading" className="text-xl font-semibold text-slate-900">
        What I understood
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {generator ? `${generator}. ` : ''}Correct anything that is wrong: your words are kept as you write them.
      </p>
      <ul className="mt-3">
        {facts.map(({ key }) => (
          <SummaryRow
            key={key}
            label={slotLabel(key)}
            answer={slots[key] ?? ''}
            onSave={(text) => onCorrect(key, text)}
          />
        ))}
      </ul>
    </section>
  );
}
