import { readText, STORAGE_KEYS } from '../../../lib/storage';

/** The tail of the visitor token: a wallet belongs to whoever holds the token. */
const visitorTag = (): string | null => readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;

/** Query keys of the wallet area, in one place so a ledger change can refresh them all. */
export const walletKeys = {
  all: ['wallet'] as const,
  wallet: () => ['wallet', 'mine', visitorTag()] as const,
  transactions: () => ['wallet', 'transactions', visitorTag()] as const,
  rewards: () => ['wallet', 'transactions', 'rewards', visitorTag()] as const,
  token: () => ['wallet', 'token'] as const,
};
