import { type CreatePrototypeBody, PrototypeResponseSchema } from '@app/shared/prototypes/prototypes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { prependPrototype } from './prototype-cache';
import { prototypeKeys } from './prototypes-keys';

/** The outbox path of new prototypes, also used to find the pending ones. */
export const PROTOTYPES_PATH = '/prototypes';

/** POST /api/prototypes; kept in the outbox when the server cannot be reached. */
export function createPrototype(body: CreatePrototypeBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: PROTOTYPES_PATH,
    body,
    label: 'Your prototype',
    schema: PrototypeResponseSchema,
    idempotencyKey,
  });
}

export function useCreatePrototype() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePrototypeBody; idempotencyKey: string }) =>
      createPrototype(body, idempotencyKey),
    onSuccess: (result, { body }) => {
      if (result.status === 'sent') prependPrototype(queryClient, result.data.prototype);
      // "Already shared" answers given before this one may be out of date now.
      queryClient.removeQueries({ queryKey: prototypeKeys.urlChecks() });
      track('prototype_shared', { category: body.category, status: body.status, delivery: result.status });
    },
  });
}
