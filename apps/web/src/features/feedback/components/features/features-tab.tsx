import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { openFeedbackWidget } from '../../../../lib/feedback-widget';
import { useFeatureCards } from '../../api/get-feature-cards';
import { FeatureCard } from './feature-card';
import { FeaturesSummary } from './features-summary';

/** Feature Feedback: the 12 feature cards and their summary (part-2 §2). */
export function FeaturesTab({ onViewAnalytics }: { onViewAnalytics: (feature: string) => void }) {
  const { data: cards, error, isPending, refetch } = useFeatureCards();
  if (isPending) return <LoadingState label="Loading features" />;
  if (error) {
    return (
      <ErrorBanner message={`Could not load the features: ${describeError(error)}`} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Features">
        {cards.map((card) => (
          <FeatureCard
            key={card.id}
            card={card}
            onGiveFeedback={() => openFeedbackWidget({ feature: card.feature })}
            onViewAnalytics={() => onViewAnalytics(card.feature)}
          />
        ))}
      </ul>
      <FeaturesSummary cards={cards} />
    </div>
  );
}
