import {
  type CreateFundingIntentBody,
  type FundingIntent,
  FundingIntentResponseSchema,
} from '@app/shared/funding/funding.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fundingKeys } from './funding-keys';

/**
 * POST /api/funding/intents: records a simulated lend, borrow or provide; the server recomputes
 * the result from the inputs. Not queued in the outbox: a simulation's intent is only worth
 * recording while the person is looking at it, so a failure is shown and the inputs kept.
 */
export async function createFundingIntent(
  body: CreateFundingIntentBody,
  idempotencyKey: string,
): Promise<FundingIntent> {
  const response = await apiRequest('/funding/intents', {
    method: 'POST',
    body,
    schema: FundingIntentResponseSchema,
    idempotencyKey,
  });
  return response.intent;
}

export function useCreateFundingIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateFundingIntentBody; idempotencyKey: string }) =>
      createFundingIntent(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingKeys.all }),
  });
}
