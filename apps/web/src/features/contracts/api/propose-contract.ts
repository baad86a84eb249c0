import { ContractResponseSchema, type ContractTermsBody } from '@app/shared/contracts/contracts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyContract, sendContractWrite } from './contract-write';

/** POST /api/applications/:id/contract (the job's owner, the application hired) → 201 { contract }; 409 if one is live. */
export async function proposeContract(applicationId: string, terms: ContractTermsBody) {
  const response = await sendContractWrite(`/applications/${encodeURIComponent(applicationId)}/contract`, {
    body: terms,
    schema: ContractResponseSchema,
  });
  return response.contract;
}

export function useProposeContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, terms }: { applicationId: string; terms: ContractTermsBody }) =>
      proposeContract(applicationId, terms),
    onSuccess: (contract) => applyContract(queryClient, contract),
  });
}
