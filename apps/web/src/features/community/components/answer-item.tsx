import type { Answer } from '@app/shared/community/community.schemas';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../../components/ui/cn';
import { useRecordAnswerView } from '../hooks/use-record-answer-view';
import { AuthorLine } from './author-line';
import { AnsweredBadge } from './badges';

/** One answer: votes beside it, the accepted mark, the text, its author and the actions slot. */
export function AnswerItem({ answer, votes, actions }: { answer: Answer; votes: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useRecordAnswerView(ref, answer.questionId, answer.id);
  return (
    <article
      ref={ref}
      aria-label={`Answer by ${answer.author.name}`}
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:gap-5 sm:p-5',
        answer.isAccepted ? 'border-emerald-600' : 'border-slate-200',
      )}
    >
      {votes}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {answer.isAccepted && (
          <div>
            <AnsweredBadge label="Accepted answer" />
          </div>
        )}
        <p className="break-words whitespace-pre-wrap text-slate-800">{answer.content}</p>
        <AuthorLine author={answer.author} createdAt={answer.createdAt} />
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </article>
  );
}
