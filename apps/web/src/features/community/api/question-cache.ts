import type { Answer, ListQuestionsResponse, Question } from '@app/shared/community/community.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { communityKeys, type QuestionListParams } from './community-keys';

type ListData = InfiniteData<ListQuestionsResponse, string | null>;

/** The question as any cached list holds it, to show the detail at once while it loads. */
export function findListedQuestion(queryClient: QueryClient, id: string): Question | undefined {
  for (const [, data] of queryClient.getQueriesData<ListData>({ queryKey: communityKeys.lists() })) {
    for (const page of data?.pages ?? []) {
      const found = page.questions.find((question) => question.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Applies a change to one question everywhere it is cached: its detail and every list. */
export function patchQuestion(queryClient: QueryClient, id: string, patch: (question: Question) => Question): void {
  queryClient.setQueryData<Question>(communityKeys.detail(id), (question) => question && patch(question));
  queryClient.setQueriesData<ListData>({ queryKey: communityKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            questions: page.questions.map((question) => (question.id === id ? patch(question) : question)),
          })),
        }
      : data,
  );
}

function belongsInList(question: Question, params: QuestionListParams): boolean {
  if (params.tag && !question.tags.includes(params.tag)) return false;
  // A text search is the server's to answer; the list refreshes on its next visit.
  return !params.q;
}

/** Puts a just-created question at the top of every cached list it belongs in. */
export function prependQuestion(queryClient: QueryClient, question: Question): void {
  queryClient.setQueryData(communityKeys.detail(question.id), question);
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: communityKeys.lists() })) {
    const params = key[3] as QuestionListParams | undefined;
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || !params || !belongsInList(question, params)) continue;
    queryClient.setQueryData<ListData>(key, {
      ...data,
      pages: [{ ...first, questions: [question, ...first.questions.filter((q) => q.id !== question.id)] }, ...rest],
    });
  }
  // Stale, not refetched now: a refetch would move the new question to its sorted place at once.
  void queryClient.invalidateQueries({ queryKey: communityKeys.lists(), refetchType: 'none' });
}

/** Applies a change to one answer of a question's cached answer list. */
export function patchAnswers(queryClient: QueryClient, questionId: string, patch: (answers: Answer[]) => Answer[]) {
  queryClient.setQueryData<Answer[]>(communityKeys.answers(questionId), (answers) => answers && patch(answers));
}
