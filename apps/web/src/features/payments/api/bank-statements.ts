import {
  ImportStatementResponseSchema,
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
