import type { Question } from '@app/shared/community/community.schemas';
import { useMemo, useState } from 'react';
import type { QuestionListParams } from '../api/community-keys';
import { useQuestions } from '../api/get-questions';
import { SAMPLE_QUESTIONS } from '../sample-questions';

const byNewest = (a: Question, b: Question) => b.createdAt.localeCompare(a.createdAt);
const SAMPLE_ORDER: Record<QuestionListParams['sort'], (a: Question, b: Question) => number> = {
  newest: byNewest,
  votes: (a, b) => b.votes - a.votes || byNewest(a, b),
  views: (a, b) => b.views - a.views || byNewest(a, b),
  unanswered: (a, b) => Number(a.isAnswered) - Number(b.isAnswered) || byNewest(a, b),
};

/** The sample questions, filtered and sorted the way the server would (part-1 §8 fallback). */
function selectSampleQuestions({ sort, tag, q }: QuestionListParams): Question[] {
  const needle = q.toLowerCase();
  return SAMPLE_QUESTIONS.filter(
    (question) =>
      (!tag || question.tags.includes(tag)) &&
      (!needle || `${question.title} ${question.content}`.toLowerCase().includes(needle)),
  )
    .filter((question) => sort !== 'unanswered' || !question.isAnswered)
    .sort(SAMPLE_ORDER[sort]);
}

/**
 * The questions to show: the server's, page by page; or, when they cannot be loaded at all, the
 * sample questions, flagged so the list says so (DESIGN.md §6).
 */
export function useQuestionFeed(params: QuestionListParams) {
  const query = useQuestions(params);
  // Remembered across a retry (which resets the query to "pending"), so the samples and the banner
  // stay on screen until the server really answers.
  const [hasFailed, setHasFailed] = useState(false);
  if (query.isError && !hasFailed) setHasFailed(true);
  if (query.isSuccess && hasFailed) setHasFailed(false);
  const isShowingSamples = hasFailed && !query.data;
  const questions = useMemo(
    () =>
      isShowingSamples ? selectSampleQuestions(params) : (query.data?.pages.flatMap((page) => page.questions) ?? []),
    [isShowingSamples, params, query.data],
  );
  return {
    questions,
    isShowingSamples,
    /** A refresh failed, but the questions loaded before are still shown. */
    isStale: query.isError && !query.isFetchNextPageError && Boolean(query.data),
    isLoading: query.isPending && !isShowingSamples,
    isRetrying: query.isFetching && !query.isFetchingNextPage,
    hasMore: !isShowingSamples && query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
