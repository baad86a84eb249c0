import { FeatureCardsResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

export type FeatureCardData = z.infer<typeof FeatureCardsResponseSchema>['features'][number];

/** GET /api/feedback/features: the 12 feature cards with their rating and recent feedback. */
export function getFeatureCards(signal?: AbortSignal) {
  return apiRequest('/feedback/features', { schema: FeatureCardsResponseSchema, signal }).then(
    (response) => response.features,
  );
}

export function useFeatureCards() {
  return useQuery(
    queryOptions({ queryKey: feedbackKeys.features(), queryFn: ({ signal }) => getFeatureCards(signal) }),
  );
}
