import { Card } from '../../../../components/ui/card';
import type { FeatureCardData } from '../../api/get-feature-cards';

/** Total features, their average rating (of those rated), total feedback and active features. */
export function FeaturesSummary({ cards }: { cards: readonly FeatureCardData[] }) {
  const rated = cards.filter((card) => card.feedbackCount > 0);
  const averageRating = rated.length ? rated.reduce((sum, card) => sum + card.rating, 0) / rated.length : 0;
  const items = [
    { label: 'Total Features', value: cards.length },
    { label: 'Average Rating', value: averageRating.toFixed(1) },
    { label: 'Total Feedback', value: cards.reduce((sum, card) => sum + card.feedbackCount, 0) },
    { label: 'Active Features', value: cards.filter((card) => card.status === 'active').length },
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Summary</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
