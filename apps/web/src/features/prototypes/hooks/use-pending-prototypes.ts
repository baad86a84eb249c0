import { type CreatePrototypeBody, CreatePrototypeBodySchema } from '@app/shared/prototypes/prototypes.schemas';
import { useMemo } from 'react';
import { useOutboxEntries } from '../../../lib/use-outbox-entries';
import { PROTOTYPES_PATH } from '../api/create-prototype';

export interface PendingPrototype {
  id: string;
  body: CreatePrototypeBody;
}

/** Prototypes shared while the server could not be reached, still waiting in the outbox (DESIGN.md §6). */
export function usePendingPrototypes(): PendingPrototype[] {
  const entries = useOutboxEntries();
  return useMemo(
    () =>
      entries
        .filter((entry) => entry.method === 'POST' && entry.path === PROTOTYPES_PATH)
        .flatMap((entry) => {
          const parsed = CreatePrototypeBodySchema.safeParse(entry.body);
          return parsed.success ? [{ id: entry.id, body: parsed.data }] : [];
        })
        .reverse(),
    [entries],
  );
}
