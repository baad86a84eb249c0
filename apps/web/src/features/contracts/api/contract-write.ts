import { type Contract, ContractResponseSchema } from '@app/shared/contracts/contracts.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, isTransientError } from '../../../lib/api-error';
import { contractsKeys } from './contracts-keys';

/**
 * The Idempotency-Key of each write whose outcome is unknown (the network or server failed), by
 * what it sends: trying the same write again reuses its key, so a fund or an approval that did
 * land the first time never lands twice (DESIGN.md §4). An answered write forgets its key.
 */
const unsettledKeys = new Map<string, string>();

export async function sendContractWrite<S extends z.ZodType>(
  path: string,
  options: { method?: 'POST' | 'PATCH'; body?: unknown; schema: S },
): Promise<z.infer<S>> {
  const method = options.method ?? 'POST';
  const signature = `${method} ${path} ${JSON.stringify(options.body ?? null)}`;
  const idempotencyKey = unsettledKeys.get(signature) ?? newIdempotencyKey();
  unsettledKeys.set(signature, idempotencyKey);
  try {
    const response = await apiRequest(path, { ...options, method, idempotencyKey });
    unsettledKeys.delete(signature);
    return response;
  } catch (error) {
    if (!isTransientError(error)) unsettledKeys.delete(signature);
    throw error;
  }
}

/** A contract write: the server answers with the whole updated contract. */
export async function writeContract(path: string, body: unknown = {}, method: 'POST' | 'PATCH' = 'POST') {
  const response = await sendContractWrite(path, { method, body, schema: ContractResponseSchema });
  return response.contract;
}

/** Shows the server's copy of the contract at once, then refreshes the lists it may have moved in. */
export function applyContract(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData(contractsKeys.detail(contract.id), contract);
  return queryClient.invalidateQueries({ queryKey: contractsKeys.lists() });
}

/**
 * A mutation that changes one contract. A 409 means the contract moved on meanwhile (the other
 * party acted): the page reloads it, and the caller shows the server's sentence.
 */
export function useContractWrite<V extends { contractId: string }>(
  write: (variables: V) => Promise<Contract>,
  options: { movesTokens?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // app/ refreshes the wallet after a write that may move tokens (features never import each other).
    meta: { changesBalance: options.movesTokens ?? false },
    onSuccess: (contract) => applyContract(queryClient, contract),
    onError: (error, { contractId }) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: contractsKeys.detail(contractId) });
      }
    },
  });
}
