import { Info } from 'lucide-react';

/** Says plainly what this page is: a simulator (issue 11), so nobody mistakes it for a money product. */
export function SimulatorNote() {
  return (
    <p
      role="note"
      className="mt-4 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">This is a simulator.</strong> Rates and pools are simulated and no real money
        or crypto moves. Submitting a form only records your intent, so you can compare it later.
      </span>
    </p>
  );
}
