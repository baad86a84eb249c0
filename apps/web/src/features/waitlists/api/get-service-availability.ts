import { AvailabilityResponseSchema } from '@app/shared/waitlists/waitlists.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { waitlistKeys } from './waitlists-keys';

export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

/** GET /api/waitlists/service/availability: this month's spots left and the next open month. */
export function getServiceAvailability(signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiRequest('/waitlists/service/availability', {
    schema: AvailabilityResponseSchema,
    auth: 'optional',
    signal,
  });
}

export function serviceAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.availability(),
    queryFn: ({ signal }) => getServiceAvailability(signal),
  });
}

export function useServiceAvailability() {
  return useQuery(serviceAvailabilityQueryOptions());
}
