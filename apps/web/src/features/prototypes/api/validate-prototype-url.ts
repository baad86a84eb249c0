import { ValidateUrlResponseSchema } from '@app/shared/prototypes/prototypes.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { prototypeKeys } from './prototypes-keys';

/** POST /api/prototypes/validate-url: the sharing rules, plus whether the site is already shared. */
export function validatePrototypeUrl(url: string, signal?: AbortSignal) {
  return apiRequest('/prototypes/validate-url', {
    method: 'POST',
    body: { url },
    schema: ValidateUrlResponseSchema,
    auth: 'optional',
    signal,
  });
}

/** The server's opinion of a URL that already passes the local rules (null: nothing to ask). */
export function useValidatePrototypeUrl(url: string | null) {
  return useQuery({
    queryKey: prototypeKeys.urlCheck(url ?? ''),
    queryFn: ({ signal }) => validatePrototypeUrl(url ?? '', signal),
    enabled: url !== null,
    staleTime: 30_000,
    retry: false,
  });
}
