import type { QuestionSort } from '@app/shared/community/community.constants';

/** What the question list is filtered and sorted by; kept in the URL (?sort=&tag=&q=). */
export interface QuestionListParams {
  sort: QuestionSort;
  tag: string | null;
  q: string;
}

/** Query keys of the community area, in one place so writes can update every cached copy. */
export const communityKeys = {
  all: ['community'] as const,
  lists: () => ['community', 'questions', 'list'] as const,
  list: (params: QuestionListParams) => ['community', 'questions', 'list', params] as const,
  detail: (id: string) => ['community', 'questions', 'detail', id] as const,
  answers: (questionId: string) => ['community', 'questions', 'answers', questionId] as const,
};
