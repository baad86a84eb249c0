import { readText, STORAGE_KEYS } from '../../../lib/storage';

/** The tail of the visitor token: "my intents" belong to whoever holds it. */
export const visitorTag = (): string | null => readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;

/** Query keys of the funding area, in one place so a recorded intent can refresh them all. */
export const fundingKeys = {
  all: ['funding'] as const,
  pools: () => ['funding', 'pools'] as const,
  myIntents: () => ['funding', 'intents', 'mine', visitorTag()] as const,
};
