import type { RevenueStream } from '../../slide-types';

/** The four revenue streams with the spec's exact wording (part-2 §9), and a worked example. */
export function RevenueSlide({ streams, example }: { streams: RevenueStream[]; example: string }) {
  return (
    <div className="mt-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {streams.map((stream) => (
          <li key={stream.label} className="flex flex-col rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
            <h3 className="text-xl font-bold text-emerald-900">{stream.label}</h3>
            <p className="mt-1 text-sm font-medium text-emerald-800">{stream.payer}</p>
            <p className="mt-2 text-sm text-slate-700">{stream.detail}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">{example}</p>
    </div>
  );
}
