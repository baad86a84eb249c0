import { ServiceSignupResponseSchema, type ServiceWaitlistBody } from '@app/shared/waitlists/waitlists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { waitlistKeys } from './waitlists-keys';

export type ServiceSignup = z.infer<typeof ServiceSignupResponseSchema>['entry'];

/**
 * POST /api/waitlists/service; no visitor token needed. The same email again answers the same
 * month, so a retry is safe without an Idempotency-Key. Not queued in the outbox: the person
 * must learn at once whether they have a spot (part-2 §8).
 */
export async function joinServiceWaitlist(body: ServiceWaitlistBody): Promise<ServiceSignup> {
  const response = await apiRequest('/waitlists/service', {
    method: 'POST',
    body,
    schema: ServiceSignupResponseSchema,
    auth: 'optional',
  });
  return response.entry;
}

export function useJoinServiceWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinServiceWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.availability() }),
  });
}
