import { AccountExportSchema } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { ACCOUNT_AUTH } from './account-keys';

/** GET /api/account/export: every row I own, as the server writes it (issue 21 §6). */
export function exportAccount() {
  return apiRequest('/account/export', { schema: AccountExportSchema, auth: ACCOUNT_AUTH });
}

/** Downloads my data as a JSON file named by today's date. */
export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => {
      const day = data.generatedAt.slice(0, 10);
      downloadFile(`my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
    },
  });
}
