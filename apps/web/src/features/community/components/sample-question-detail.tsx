import { ErrorBanner } from '../../../components/ui/error-banner';
import { SAMPLE_ANSWERS, SAMPLE_QUESTIONS } from '../sample-questions';
import { AnswerItem } from './answer-item';
import { BackToQuestionsButton } from './back-to-questions';
import { QuestionArticle } from './question-article';
import { countLabel } from './question-card';
import { SAMPLE_DATA_MESSAGE } from './question-list';
import { VoteButtons } from './vote-buttons';

/** A sample question (shown while the server is unavailable): read-only, and it says so. */
export function SampleQuestionDetail({ questionId, onBack }: { questionId: string; onBack(): void }) {
  const question = SAMPLE_QUESTIONS.find((item) => item.id === questionId);
  const answers = SAMPLE_ANSWERS[questionId] ?? [];
  return (
    <div className="flex flex-col gap-6">
      <BackToQuestionsButton onClick={onBack} />
      <div className="flex flex-col gap-2">
        <ErrorBanner tone="warning" message={SAMPLE_DATA_MESSAGE} />
        <p className="text-sm text-slate-600">
          This is a sample question: voting, answering and reporting are turned off until the server is back.
        </p>
      </div>
      {question && (
        <>
          <QuestionArticle
            question={question}
            votes={<VoteButtons target="question" votes={question.votes} myVote={null} />}
          />
          <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
            <h3 id="answers-heading" className="text-lg font-semibold text-slate-900">
              {countLabel(question.answers, 'Answer')}
            </h3>
            <ul aria-label="Answers" className="flex flex-col gap-3">
              {answers.map((answer) => (
                <li key={answer.id}>
                  <AnswerItem
                    answer={answer}
                    votes={<VoteButtons target="answer" votes={answer.votes} myVote={null} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
