import type { Point } from '../../slide-types';

/** The problem and the solution: a titled paragraph per point. */
export function PointsSlide({ points }: { points: Point[] }) {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {points.map((point, index) => (
        <li key={point.heading} className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
            aria-hidden
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{point.heading}</h3>
            <p className="mt-1 text-sm text-slate-600">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
