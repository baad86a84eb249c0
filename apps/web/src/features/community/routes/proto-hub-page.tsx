import { lazy, type ReactNode, Suspense } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { AskQuestionButton } from '../components/ask-question-button';
import { QuestionList } from '../components/question-list';
import { useHubParams } from '../hooks/use-hub-params';
import { useRefreshOnDelivery } from '../hooks/use-refresh-on-delivery';
import { isSampleQuestionId } from '../sample-questions';

// The question view (answers and the answer form) loads when a question is opened, so the list's
// first render does not wait for the form code (DESIGN.md §8).
const QuestionDetail = lazy(() =>
  import('../components/question-detail').then((module) => ({ default: module.QuestionDetail })),
);
const SampleQuestionDetail = lazy(() =>
  import('../components/sample-question-detail').then((module) => ({ default: module.SampleQuestionDetail })),
);

/**
 * Proto Hub (part-1 §2): the community's questions and answers. The open question is ?question=<id>.
 * `headerActions` lets app/ add what other features bring (the Prototype Gallery) to the header.
 */
export function ProtoHubPage({ headerActions }: { headerActions?: ReactNode }) {
  const hub = useHubParams();
  useRefreshOnDelivery();
  const { questionId } = hub;

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🚀"
        title="Proto Hub"
        description="Ask the community about prototyping, validating and building your idea - and answer what you know."
        actions={
          <div className="flex flex-wrap gap-2">
            {headerActions}
            <AskQuestionButton onPosted={() => questionId && hub.update({ question: null })} />
          </div>
        }
      />
      <div className="mt-8">
        {questionId === null ? (
          <QuestionList params={hub.listParams} hub={hub} />
        ) : (
          <Suspense fallback={<LoadingState label="Loading question..." />}>
            {isSampleQuestionId(questionId) ? (
              <SampleQuestionDetail questionId={questionId} onBack={hub.backToList} />
            ) : (
              <QuestionDetail key={questionId} questionId={questionId} onBack={hub.backToList} />
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}

export function Component() {
  return <ProtoHubPage />;
}
