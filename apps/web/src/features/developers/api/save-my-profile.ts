import { DeveloperResponseSchema, type UpsertDeveloperProfileInput } from '@app/shared/developers/developers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { developersKeys } from './developers-keys';

/** PUT /api/developers/me; kept in the outbox (same key) when the server cannot be reached. */
export function saveMyProfile(body: UpsertDeveloperProfileInput, idempotencyKey: string) {
  return sendOrQueue({
    method: 'PUT',
    path: '/developers/me',
    body,
    label: 'Your developer profile',
    schema: DeveloperResponseSchema,
    idempotencyKey,
  });
}

export function useSaveMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpsertDeveloperProfileInput; idempotencyKey: string }) =>
      saveMyProfile(body, idempotencyKey),
    onSuccess: (result) => {
      if (result.status === 'sent') void queryClient.invalidateQueries({ queryKey: developersKeys.all });
      track('developer_profile_saved', { status: result.status });
    },
  });
}
