import { ContractResponseSchema } from '@app/shared/contracts/contracts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractApiPath, contractsKeys } from './contracts-keys';

/** GET /api/contracts/:id: the whole contract as the viewer sees it (404 for anyone not a party). */
export async function getContract(id: string, signal?: AbortSignal) {
  const response = await apiRequest(contractApiPath(id), { schema: ContractResponseSchema, signal });
  return response.contract;
}

export function contractQueryOptions(id: string) {
  // A 404 is an answer (not theirs, or no such contract): the client's retry rule never repeats a 4xx.
  return queryOptions({ queryKey: contractsKeys.detail(id), queryFn: ({ signal }) => getContract(id, signal) });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
