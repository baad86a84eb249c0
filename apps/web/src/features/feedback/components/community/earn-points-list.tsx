import { FEEDBACK_POINT_RULES, HIGH_RATING_MIN, pointAwardsFor } from '@app/shared/feedback/feedback.constants';
import { Bug, Lightbulb, MessageSquare, Star } from 'lucide-react';

const { submitted, bug, feature, highRating } = FEEDBACK_POINT_RULES;
/** Points to earn (part-2 §9), the same rules the server awards with pointAwardsFor(). */
const WAYS = [
  { icon: MessageSquare, label: submitted.label, points: `+${submitted.points}` },
  { icon: Bug, label: bug.label, points: `+${bug.points}` },
  { icon: Lightbulb, label: feature.label, points: `+${feature.points}` },
  { icon: Star, label: highRating.label, points: `+${highRating.points} bonus` },
] as const;

/** "5 + 10 + 3 = 18": the awards stack, shown on a highly rated bug report. */
const example = pointAwardsFor('bug', HIGH_RATING_MIN);
const EXAMPLE_SUM = `${example.map((award) => award.points).join(' + ')} = ${example.reduce((sum, award) => sum + award.points, 0)}`;

export function EarnPointsList() {
  return (
    <section aria-labelledby="earn-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="earn-heading" className="text-base font-semibold text-slate-900">
        How to Earn Points
      </h3>
      <ul className="mt-3 divide-y divide-slate-100">
        {WAYS.map(({ icon: Icon, label, points }) => (
          <li key={label} className="flex items-center gap-3 py-2.5 text-sm">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span className="flex-1 text-slate-700">{label}</span>
            <span className="font-semibold text-emerald-700">{points}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        Points add up: a {HIGH_RATING_MIN}-star bug report earns {EXAMPLE_SUM} points.
      </p>
    </section>
  );
}
