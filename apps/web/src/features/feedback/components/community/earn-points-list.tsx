import { Bug, Lightbulb, MessageSquare, Star } from 'lucide-react';

/** Points to earn (part-2 §9); the server awards them with pointsFor(). */
const WAYS = [
  { icon: MessageSquare, label: 'Submit feedback', points: '+5' },
  { icon: Bug, label: 'Report bugs', points: '+10' },
  { icon: Lightbulb, label: 'Suggest features', points: '+8' },
  { icon: Star, label: 'High-rated feedback (4+ stars)', points: '+3 bonus' },
] as const;

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
    </section>
  );
}
