import { type Answer, CreateAnswerBodySchema, type Question } from '@app/shared/community/community.schemas';
import type { User } from '@app/shared/users/users.schemas';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { useAcceptAnswer } from '../api/accept-answer';
import { answersPath } from '../api/create-answer';
import { useAnswers } from '../api/get-answers';
import { useVoteOnAnswer } from '../api/vote-on-answer';
import { usePendingPosts } from '../hooks/use-pending-posts';
import { AnswerForm } from './answer-form';
import { AnswerItem } from './answer-item';
import { PendingAnswerItem } from './pending-answer-item';
import { countLabel } from './question-card';
import { ReportButton } from './report-button';
import { VoteButtons } from './vote-buttons';

export const OWN_POST_REASON = 'You cannot vote on your own post';

/** The answers to an open question, the asker's Accept buttons, and the answer form. */
export function AnswerSection({ question, me }: { question: Question; me: User | null }) {
  const answers = useAnswers(question.id);
  const pending = usePendingPosts(answersPath(question.id), CreateAnswerBodySchema);
  const vote = useVoteOnAnswer();
  const accept = useAcceptAnswer();
  const isAsker = me !== null && me.id === question.author.id;

  const renderAnswer = (answer: Answer) => (
    <li key={answer.id}>
      <AnswerItem
        answer={answer}
        votes={
          <VoteButtons
            target="answer"
            votes={answer.votes}
            myVote={answer.myVote}
            onVote={(direction) => vote.mutate({ answer, direction })}
            isBusy={vote.isPending && vote.variables?.answer.id === answer.id}
            disabledReason={me?.id === answer.author.id ? OWN_POST_REASON : null}
          />
        }
        actions={
          <>
            {isAsker && (
              <Button
                variant={answer.isAccepted ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={answer.isAccepted}
                isLoading={accept.isPending && accept.variables?.id === answer.id}
                onClick={() => accept.mutate(answer)}
              >
                <Check className="size-4" aria-hidden />
                Accept answer
              </Button>
            )}
            <ReportButton contentType="answer" contentId={answer.id} />
          </>
        }
      />
    </li>
  );

  return (
    <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
      <h3 id="answers-heading" className="text-lg font-semibold text-slate-900">
        {countLabel(question.answers, 'Answer')}
      </h3>
      {answers.isPending && <LoadingState label="Loading answers" />}
      {answers.isError && (
        <ErrorBanner message="The answers could not be loaded." onRetry={() => void answers.refetch()} />
      )}
      {(pending.length > 0 || (answers.data?.length ?? 0) > 0) && (
        <ul aria-label="Answers" className="flex flex-col gap-3">
          {pending.map((post) => (
            <li key={post.id}>
              <PendingAnswerItem post={post} />
            </li>
          ))}
          {answers.data?.map(renderAnswer)}
        </ul>
      )}
      <AnswerForm questionId={question.id} />
    </section>
  );
}
