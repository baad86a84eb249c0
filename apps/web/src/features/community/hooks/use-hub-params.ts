import { QUESTION_SORTS, type QuestionSort } from '@app/shared/community/community.constants';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';
import type { QuestionListParams } from '../api/community-keys';

type HubParam = 'sort' | 'tag' | 'q' | 'question';
/** Set on the history entry that opened a question from the list, so "Back" can simply go back. */
interface FromListState {
  fromList: true;
}

const isSort = (value: string | null): value is QuestionSort => QUESTION_SORTS.some((sort) => sort === value);

/**
 * The hub's state lives in the URL (there are no route parameters in this product): the list's
 * ?sort=&tag=&q= and the open question ?question=<id>, so reload and Back keep both.
 */
export function useHubParams() {
  const { searchParams, set } = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sortParam = searchParams.get('sort');
  const sort: QuestionSort = isSort(sortParam) ? sortParam : 'newest';
  const tag = searchParams.get('tag')?.trim().toLowerCase() || null;
  const q = searchParams.get('q')?.trim() ?? '';
  const questionId = searchParams.get('question');
  const listParams = useMemo<QuestionListParams>(() => ({ sort, tag, q }), [sort, tag, q]);

  const update = useCallback((changes: Partial<Record<HubParam, string | null>>) => set(changes), [set]);

  /** The link to a question that keeps the list's filters for the way back. */
  const questionLink = useCallback(
    (id: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('question', id);
      return { to: { search: `?${next}` }, state: { fromList: true } };
    },
    [searchParams],
  );

  const isFromList = (location.state as FromListState | null)?.fromList === true;
  const backToList = useCallback(() => {
    if (isFromList) void navigate(-1);
    else update({ question: null });
  }, [isFromList, navigate, update]);

  return { listParams, questionId, update, questionLink, backToList };
}
