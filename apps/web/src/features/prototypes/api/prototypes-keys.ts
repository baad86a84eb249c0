import type { PrototypeCategory, PrototypeSort } from '@app/shared/prototypes/prototypes.constants';

/** What the gallery is filtered and sorted by. */
export interface PrototypeListParams {
  sort: PrototypeSort;
  category: PrototypeCategory | null;
  technology: string | null;
  q: string;
}

export const DEFAULT_LIST_PARAMS: PrototypeListParams = { sort: 'newest', category: null, technology: null, q: '' };

/** Query keys of the prototypes area, in one place so writes can update every cached copy. */
export const prototypeKeys = {
  all: ['prototypes'] as const,
  lists: () => ['prototypes', 'list'] as const,
  list: (params: PrototypeListParams) => ['prototypes', 'list', params] as const,
  urlChecks: () => ['prototypes', 'validate-url'] as const,
  urlCheck: (url: string) => ['prototypes', 'validate-url', url] as const,
};
