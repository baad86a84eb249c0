import { z } from 'zod';
import { ApiErrorSchema } from '../api/api-error.schemas.ts';

/** A contract whose money must be settled before its party can delete their account (issue 40 §4). */
export const ContractToSettleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  role: z.enum(['client', 'developer']),
  /** The contract's page in the app. */
  link: z.string(),
});
export type ContractToSettle = z.infer<typeof ContractToSettleSchema>;

/** 409 `contracts_to_settle` of POST /api/account/delete: the house's error shape plus the list. */
export const ContractsToSettleErrorSchema = ApiErrorSchema.extend({
  error: z.literal('contracts_to_settle'),
  contracts: z.array(ContractToSettleSchema).min(1),
});
export type ContractsToSettleError = z.infer<typeof ContractsToSettleErrorSchema>;
