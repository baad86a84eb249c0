import { CreateQuestionBodySchema } from '@app/shared/community/community.schemas';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import type { QuestionListParams } from '../api/community-keys';
import type { useHubParams } from '../hooks/use-hub-params';
import { rememberListScroll, useRestoreListScroll } from '../hooks/use-list-scroll';
import { usePendingPosts } from '../hooks/use-pending-posts';
import { useQuestionFeed } from '../hooks/use-question-feed';
import { PendingQuestionCard } from './pending-question-card';
import { QuestionCard } from './question-card';
import { QuestionFilters } from './question-filters';

type Hub = ReturnType<typeof useHubParams>;

export const SAMPLE_DATA_MESSAGE = 'Server temporarily unavailable - showing sample data';

/** The question list: filters, honest fallbacks, the questions, and "Load more". */
export function QuestionList({ params, hub }: { params: QuestionListParams; hub: Hub }) {
  const feed = useQuestionFeed(params);
  // Rendered from a deferred copy: a new page of questions renders in slices, not in the task that
  // delivers it (React Query's updates render at once), so a phone stays responsive.
  const questions = useDeferredValue(feed.questions);
  const isCatchingUp = questions.length === 0 && feed.questions.length > 0;
  const pending = usePendingPosts('/questions', CreateQuestionBodySchema);
  const listKey = JSON.stringify(params);
  useRestoreListScroll(listKey, questions.length > 0);
  const isEmpty = !feed.isLoading && feed.questions.length === 0 && pending.length === 0;

  return (
    <section aria-label="Questions" className="flex flex-col gap-4">
      <QuestionFilters params={params} onChange={hub.update} />
      {feed.isShowingSamples && (
        <div className="flex flex-col gap-2">
          <ErrorBanner tone="warning" message={SAMPLE_DATA_MESSAGE} onRetry={feed.retry} />
          <p className="text-sm text-slate-600">
            These sample questions are read-only: voting, answering and reporting return with the server.
          </p>
        </div>
      )}
      {feed.isStale && (
        <ErrorBanner
          tone="warning"
          message="The questions could not be refreshed - showing the ones loaded earlier"
          onRetry={feed.retry}
        />
      )}
      {(feed.isLoading || isCatchingUp) && <LoadingState label="Loading questions" />}
      {isEmpty && (
        <EmptyState title="No questions found">
          {params.tag || params.q ? 'Try another tag or search.' : 'Be the first to ask one.'}
        </EmptyState>
      )}
      {(pending.length > 0 || questions.length > 0) && (
        <ul aria-label="Question list" className="flex flex-col gap-3">
          {pending.map((post) => (
            <li key={post.id}>
              <PendingQuestionCard post={post} />
            </li>
          ))}
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                link={hub.questionLink(question.id)}
                onOpen={() => rememberListScroll(listKey)}
              />
            </li>
          ))}
        </ul>
      )}
      {feed.loadMoreFailed && <ErrorBanner message="More questions could not be loaded." onRetry={feed.loadMore} />}
      {feed.hasMore && !feed.loadMoreFailed && (
        <Button variant="secondary" className="self-center" isLoading={feed.isLoadingMore} onClick={feed.loadMore}>
          Load more
        </Button>
      )}
    </section>
  );
}
