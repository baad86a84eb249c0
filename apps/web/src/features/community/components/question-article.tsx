import type { Question } from '@app/shared/community/community.schemas';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { AuthorLine } from './author-line';
import { AnsweredBadge, FeaturedBadge, TagList } from './badges';
import { countLabel } from './question-card';

/** The open question: votes beside it, then title, body, tags, author and the actions slot. */
export function QuestionArticle({
  question,
  votes,
  actions,
}: {
  question: Question;
  votes: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="flex gap-3 p-4 sm:gap-5 sm:p-6">
      {votes}
      <article className="flex min-w-0 flex-1 flex-col gap-3" aria-labelledby="question-title">
        {(question.isFeatured || question.isAnswered) && (
          <div className="flex flex-wrap gap-1.5">
            {question.isFeatured && <FeaturedBadge />}
            {question.isAnswered && <AnsweredBadge />}
          </div>
        )}
        <h2 id="question-title" className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {question.title}
        </h2>
        <p className="break-words whitespace-pre-wrap text-slate-800">{question.content}</p>
        <TagList tags={question.tags} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <AuthorLine author={question.author} createdAt={question.createdAt} />
          <span className="flex items-center gap-1 text-sm text-slate-600">
            <Eye className="size-4" aria-hidden />
            {countLabel(question.views, 'view')}
          </span>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">{actions}</div>}
      </article>
    </Card>
  );
}
