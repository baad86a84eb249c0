import type { ListPrototypesResponse, Prototype } from '@app/shared/prototypes/prototypes.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type PrototypeListParams, prototypeKeys } from './prototypes-keys';

type ListData = InfiniteData<ListPrototypesResponse, string | null>;

/** Applies a change to one prototype in every cached gallery list. */
export function patchPrototype(queryClient: QueryClient, id: string, patch: (prototype: Prototype) => Prototype): void {
  queryClient.setQueriesData<ListData>({ queryKey: prototypeKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            prototypes: page.prototypes.map((item) => (item.id === id ? patch(item) : item)),
          })),
        }
      : data,
  );
}

function belongsFirstIn(prototype: Prototype, params: PrototypeListParams): boolean {
  if (params.sort !== 'newest') return false;
  if (params.category && prototype.category !== params.category) return false;
  const technology = params.technology?.toLowerCase();
  if (technology && !prototype.technologies.some((item) => item.toLowerCase() === technology)) return false;
  // A text search is the server's to answer; the list refreshes on its next visit.
  return !params.q;
}

/** Puts a just-shared prototype at the top of every cached "Newest" list it belongs in. */
export function prependPrototype(queryClient: QueryClient, prototype: Prototype): void {
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: prototypeKeys.lists() })) {
    const params = key[2] as PrototypeListParams | undefined;
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || !params || !belongsFirstIn(prototype, params)) continue;
    const others = first.prototypes.filter((item) => item.id !== prototype.id);
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: [{ ...first, prototypes: [prototype, ...others] }, ...rest],
    });
  }
  // The other lists (other sorts, searches) are stale and load afresh when shown.
  void queryClient.invalidateQueries({ queryKey: prototypeKeys.lists(), refetchType: 'none' });
}
