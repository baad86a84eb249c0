import type { RecordPaymentBody } from '@app/shared/contracts/contracts.schemas';
import { useContractWrite, writeContract } from './contract-write';
import { milestoneApiPath } from './contracts-keys';

/** POST /api/contracts/:id/milestones/:milestoneId/record-payment { date, method, reference? } (the client, currency only). */
export function recordPayment(contractId: string, milestoneId: string, body: RecordPaymentBody) {
  return writeContract(`${milestoneApiPath(contractId, milestoneId)}/record-payment`, body);
}

export function useRecordPayment() {
  return useContractWrite(
    ({ contractId, milestoneId, body }: { contractId: string; milestoneId: string; body: RecordPaymentBody }) =>
      recordPayment(contractId, milestoneId, body),
  );
}
