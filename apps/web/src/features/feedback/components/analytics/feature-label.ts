import { FEEDBACK_FEATURES, ratingClass } from '@app/shared/feedback/feedback.constants';

export function featureLabel(id: string): string {
  return FEEDBACK_FEATURES.find((feature) => feature.id === id)?.label ?? id;
}

/** Text colour per rating class (part-2 §9): excellent, good, average, poor. */
const RATING_TONES = {
  excellent: 'text-emerald-700',
  good: 'text-blue-700',
  average: 'text-amber-700',
  poor: 'text-red-700',
} as const;

export function ratingTone(rating: number): string {
  return RATING_TONES[ratingClass(rating)];
}
