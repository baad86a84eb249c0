import {
  BOARD_CATEGORIES,
  BOUNTY_DIFFICULTIES,
  type BountyDifficulty,
  type BountyStatus,
  LIST_CATEGORIES,
  LIST_DIFFICULTIES,
} from '@app/shared/bounties/bounties.constants';

/** 'list': the Active Bounties tab of /code-contributions; 'board': the bounty board of /gamification (part-2 §2, §9). */
export type BoardVariant = 'list' | 'board';

export interface BountyFilters {
  category: string | null;
  difficulty: BountyDifficulty | null;
  /** Matches title, description or skills on the server; '' means no search. */
  q: string;
  status?: BountyStatus;
}

export const NO_BOUNTY_FILTERS: BountyFilters = { category: null, difficulty: null, q: '' };

/** The URL search params the filters live in. */
export const BOUNTY_FILTER_PARAMS = ['category', 'difficulty', 'q'] as const;

const SEARCH_MAX = 100;

/** The choices each variant offers (besides All). */
export function bountyFilterOptions(variant: BoardVariant): {
  categories: readonly string[];
  difficulties: readonly BountyDifficulty[];
} {
  return variant === 'list'
    ? { categories: LIST_CATEGORIES, difficulties: LIST_DIFFICULTIES }
    : { categories: BOARD_CATEGORIES, difficulties: BOUNTY_DIFFICULTIES };
}

/** Reads the filters from the URL; a value the variant does not offer is ignored (treated as All). */
export function parseBountyFilters(params: URLSearchParams, variant: BoardVariant): BountyFilters {
  const { categories, difficulties } = bountyFilterOptions(variant);
  const category = params.get('category');
  const difficulty = params.get('difficulty');
  return {
    category: categories.find((item) => item === category) ?? null,
    difficulty: difficulties.find((item) => item === difficulty) ?? null,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

/** The query string of GET /api/bounties for these filters; empty filters are left out. */
export function bountyQueryString(filters: BountyFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.difficulty) search.set('difficulty', filters.difficulty);
  if (filters.q) search.set('q', filters.q);
  if (filters.status) search.set('status', filters.status);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

export const hasBountyFilters = (filters: BountyFilters): boolean =>
  Boolean(filters.category || filters.difficulty || filters.q);
