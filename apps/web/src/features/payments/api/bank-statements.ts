import {
  ImportStatementResponseSchema,
  StatementEntryResponseSchema,
  UnmatchedEntriesResponseSchema,
} from '@app/shared/payments/bank-statements.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';

/** The token stays out of the keys; the panel drops this cache whenever the token changes. */
export const bankStatementKeys = { unmatched: () => ['payments', 'admin', 'unmatched'] as const };

/** GET /api/admin/bank-statements/unmatched (admin): what waits for the finance role. */
export function useUnmatchedEntries(token: string) {
  return useQuery({
    queryKey: bankStatementKeys.unmatched(),
    queryFn: async ({ signal }) =>
      (
        await adminRequest('/admin/bank-statements/unmatched', {
          schema: UnmatchedEntriesResponseSchema,
          token,
          signal,
        })
      ).entries,
    staleTime: 0,
  });
}

/** POST /api/admin/bank-statements (admin): one statement file, camt.053 or CSV, as text. */
export function useImportStatement(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: { fileName: string; content: string }) =>
      adminRequest('/admin/bank-statements', {
        method: 'POST',
        body: file,
        schema: ImportStatementResponseSchema,
        token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.unmatched() }),
  });
}

/** POST /api/admin/bank-statements/entries/:id/match (admin): funds the milestone of a reference. */
export function useMatchEntry(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reference }: { entryId: string; reference?: string }) =>
      adminRequest(`/admin/bank-statements/entries/${encodeURIComponent(entryId)}/match`, {
        method: 'POST',
        body: reference ? { reference } : {},
        schema: StatementEntryResponseSchema,
        token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.unmatched() }),
  });
}

/** POST /api/admin/bank-statements/entries/:id/return (admin): back to its sender with the next payout. */
export function useReturnEntry(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      adminRequest(`/admin/bank-statements/entries/${encodeURIComponent(entryId)}/return`, {
        method: 'POST',
        body: {},
        schema: StatementEntryResponseSchema,
        token,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.unmatched() }),
  });
}
