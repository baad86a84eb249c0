import { POINT_CATEGORIES } from '@app/shared/gamification/gamification.constants';
import type { Progress } from '../../api/get-progress';
import { CATEGORY_GUIDE } from './point-categories';

/** Where the visitor's points came from, one row per category. */
export function PointsByCategory({ progress }: { progress: Progress }) {
  const total = POINT_CATEGORIES.reduce((sum, category) => sum + progress.pointsByCategory[category], 0);
  return (
    <section
      aria-labelledby="points-by-category-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="points-by-category-heading" className="text-base font-semibold text-slate-900">
        Points by Category
      </h3>
      <dl className="mt-4 flex flex-col gap-3">
        {POINT_CATEGORIES.map((category) => {
          const points = progress.pointsByCategory[category];
          const percent = total > 0 ? Math.round((points / total) * 100) : 0;
          return (
            // dt and dd are direct children of the row (a <dl> allows only div > dt, dd); the bar is hidden.
            <div key={category} className="grid grid-cols-[1fr_auto] items-center gap-x-2 text-sm">
              <dt className="text-slate-700">{CATEGORY_GUIDE[category].title}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{points.toLocaleString('en-US')} points</dd>
              <div aria-hidden className="col-span-2 mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
              </div>
            </div>
          );
        })}
      </dl>
      {total === 0 && (
        <p className="mt-4 text-sm text-slate-600">No points yet: How to Earn Points shows where to start.</p>
      )}
    </section>
  );
}
