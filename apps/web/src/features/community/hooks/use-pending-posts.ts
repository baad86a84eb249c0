import { useMemo } from 'react';
import type { z } from 'zod';
import { useOutboxEntries } from '../../../lib/use-outbox-entries';

export interface PendingPost<T> {
  id: string;
  createdAt: string;
  body: T;
}

/** Creates to `path` still waiting in the outbox, to show them as pending (DESIGN.md §6). */
export function usePendingPosts<S extends z.ZodType>(path: string, schema: S): PendingPost<z.output<S>>[] {
  const entries = useOutboxEntries();
  return useMemo(
    () =>
      entries
        .filter((entry) => entry.method === 'POST' && entry.path === path)
        .flatMap((entry) => {
          const parsed = schema.safeParse(entry.body);
          return parsed.success ? [{ id: entry.id, createdAt: entry.createdAt, body: parsed.data }] : [];
        }),
    [entries, path, schema],
  );
}
