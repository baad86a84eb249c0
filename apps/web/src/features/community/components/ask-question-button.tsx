import type { Question } from '@app/shared/community/community.schemas';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

const AskQuestionDialog = lazy(() =>
  import('./ask-question-dialog').then((module) => ({ default: module.AskQuestionDialog })),
);

/** Opens 'Ask a Question'; the form's code loads on first use and keeps its draft when closed. */
export function AskQuestionButton({ onPosted }: { onPosted(question: Question): void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Plus className="size-4" aria-hidden />
        Ask a Question
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <AskQuestionDialog open={isOpen} onOpenChange={setIsOpen} onPosted={onPosted} />
        </Suspense>
      )}
    </>
  );
}
