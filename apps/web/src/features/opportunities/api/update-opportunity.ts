import { OpportunityResponseSchema, type UpdateOpportunityBody } from '@app/shared/opportunities/opportunities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api-client';
import { opportunitiesKeys } from './get-opportunities';

/** PUT /api/opportunities/:id: only the admin or the deal's assigned developer may (403 otherwise). */
export function updateOpportunity(id: string, body: UpdateOpportunityBody) {
  return apiRequest(`/opportunities/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: OpportunityResponseSchema,
  });
}

/** A rejected change shows the server's reason where it was asked for (the caller reads `error`). */
export function useUpdateOpportunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOpportunityBody) => updateOpportunity(id, body),
    onSuccess: ({ opportunity }) => {
      notify('success', `${opportunity.name} was updated.`);
      // The report is regrouped by stage from the server's data (part-2 §4).
      return queryClient.invalidateQueries({ queryKey: opportunitiesKeys.all });
    },
  });
}
