import { useLayoutEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError } from '../../../lib/api-error';
import { useViewer } from '../../../lib/viewer-id';
import { useQuestion } from '../api/get-question';
import { useVoteOnQuestion } from '../api/vote-on-question';
import { useRecordView } from '../hooks/use-record-view';
import { AnswerSection, OWN_POST_REASON } from './answer-section';
import { BackToQuestionsButton } from './back-to-questions';
import { QuestionArticle } from './question-article';
import { ReportButton } from './report-button';
import { VoteButtons } from './vote-buttons';

/** An open question from the server: its votes, report button, answers and the answer form. */
export function QuestionDetail({ questionId, onBack }: { questionId: string; onBack(): void }) {
  const question = useQuestion(questionId);
  const me = useViewer();
  const vote = useVoteOnQuestion();
  // Counted once the detail has settled: a fetch still in flight could answer the count from before.
  useRecordView(questionId, question.isSuccess && !question.isPlaceholderData && !question.isFetching);
  // A block body: in current Chromium scrollTo returns a promise, which React would take for a cleanup.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  const isMissing = question.error instanceof ApiRequestError && question.error.isRejection;
  const data = question.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToQuestionsButton onClick={onBack} />
      {question.isPending && <LoadingState label="Loading question" />}
      {isMissing && (
        <EmptyState title="This question could not be found">It may have been removed by its author.</EmptyState>
      )}
      {question.isError && !isMissing && (
        <ErrorBanner message="The question could not be loaded." onRetry={() => void question.refetch()} />
      )}
      {data && (
        <>
          <QuestionArticle
            question={data}
            votes={
              <VoteButtons
                target="question"
                votes={data.votes}
                myVote={data.myVote}
                onVote={(direction) => vote.mutate({ question: data, direction })}
                isBusy={vote.isPending}
                disabledReason={me.data?.id === data.author.id ? OWN_POST_REASON : null}
              />
            }
            actions={<ReportButton contentType="question" contentId={data.id} />}
          />
          <AnswerSection question={data} me={me.data ?? null} />
        </>
      )}
    </div>
  );
}
