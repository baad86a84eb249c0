import { EARNING_RANGES, POINT_CATEGORIES } from '@app/shared/gamification/gamification.constants';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_GUIDE } from './point-categories';

/** The spec's earning ranges (part-2 §9 Gamification), each with links to where the points are earned. */
export function EarningRanges() {
  return (
    <section
      aria-labelledby="earn-points-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="earn-points-heading" className="text-base font-semibold text-slate-900">
        How to Earn Points
      </h3>
      <ul className="mt-3 divide-y divide-slate-100">
        {POINT_CATEGORIES.map((category) => {
          const range = EARNING_RANGES[category];
          return (
            <li key={category} className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium text-slate-900">{range.label}</p>
                <p className="text-sm font-semibold text-emerald-700">
                  {range.min}-{range.max} points
                </p>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {CATEGORY_GUIDE[category].links.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    className="inline-flex items-center gap-1 rounded font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {link.label}
                    <ArrowRight className="size-3.5" aria-hidden />
                  </Link>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
