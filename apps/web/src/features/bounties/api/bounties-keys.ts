import { readText, STORAGE_KEYS } from '../../../lib/storage';
import type { BountyFilters } from '../bounty-filters';

/**
 * The tail of the visitor token: bounties carry the caller's claim and submissions are the
 * caller's own, so cached data belongs to whoever holds the token.
 */
export const visitorTag = (): string | null => readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;

/** Query keys of the bounties area, in one place so writes can refresh every list. */
export const bountyKeys = {
  all: ['bounties'] as const,
  lists: () => ['bounties', 'list'] as const,
  list: (filters: BountyFilters) => ['bounties', 'list', filters, visitorTag()] as const,
  submissions: () => ['bounties', 'submissions'] as const,
  mySubmissions: (status: string | null) => ['bounties', 'submissions', 'mine', status, visitorTag()] as const,
};
