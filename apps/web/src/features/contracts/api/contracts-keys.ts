import type { ContractStatus } from '@app/shared/contracts/contracts.constants';

/** Whose contracts a list shows: mine on either side, or one side only. */
export type ContractRoleFilter = 'all' | 'client' | 'developer';
export type ContractStatusFilter = ContractStatus | 'all';

export interface ContractsFilter {
  role: ContractRoleFilter;
  status: ContractStatusFilter;
}

/**
 * Query keys of the contracts area, in one place. Live notifications (app/live-query-keys.ts)
 * refetch `lists()` and one `detail(id)`, so every list key starts with `['contracts', 'list']`.
 */
export const contractsKeys = {
  all: ['contracts'] as const,
  lists: () => ['contracts', 'list'] as const,
  list: (filter: ContractsFilter) => ['contracts', 'list', filter.role, filter.status] as const,
  /** The contracts of one hired application (is there a live one to open?). */
  ofApplication: (applicationId: string) => ['contracts', 'list', 'application', applicationId] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  /** The application a contract is proposed from, and its job (the proposal form's defaults). */
  application: (applicationId: string) => ['contracts', 'application', applicationId] as const,
  job: (jobId: string) => ['contracts', 'job', jobId] as const,
  /** The admin's open disputes; dropped whenever the admin token changes. */
  adminDisputes: () => ['contracts', 'admin', 'disputes'] as const,
};

/** The API path of a contract, and of one of its milestones. */
export const contractApiPath = (contractId: string) => `/contracts/${encodeURIComponent(contractId)}`;
export const milestoneApiPath = (contractId: string, milestoneId: string) =>
  `${contractApiPath(contractId)}/milestones/${encodeURIComponent(milestoneId)}`;
