import { readText, STORAGE_KEYS } from '../../../lib/storage';

/** The tail of the visitor token: notifications belong to whoever holds it. */
const visitorTag = (): string | null => readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;

/** Query keys of the notifications area. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => ['notifications', 'latest', visitorTag()] as const,
};
