import { BillingResponseSchema, EarningsResponseSchema } from '@app/shared/payments/earnings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { memberMoneyKeys } from './member-money-keys';

/** GET /api/earnings: released, the fee, owed and paid out, per currency, and every line. */
export function useEarnings() {
  return useQuery({
    queryKey: memberMoneyKeys.earnings(),
    queryFn: async ({ signal }) => apiRequest('/earnings', { schema: EarningsResponseSchema, signal }),
  });
}

/** GET /api/billing: every transfer asked for, and per currency what was paid, is in escrow, released, owed back. */
export function useBilling() {
  return useQuery({
    queryKey: memberMoneyKeys.billing(),
    queryFn: async ({ signal }) => apiRequest('/billing', { schema: BillingResponseSchema, signal }),
  });
}

/** GET /api/earnings?format=csv, saved as a file for the member's books. */
export async function downloadEarningsCsv(): Promise<void> {
  downloadFile('earnings.csv', await apiFile('/earnings?format=csv'));
}
