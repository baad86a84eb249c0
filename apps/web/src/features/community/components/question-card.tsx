import { QUESTION_EXCERPT_LENGTH } from '@app/shared/community/community.constants';
import type { Question } from '@app/shared/community/community.schemas';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { AuthorLine } from './author-line';
import { AnsweredBadge, FeaturedBadge, TagList } from './badges';

/** The first 150 characters of the body (part-1 §9). */
export function excerptOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length <= QUESTION_EXCERPT_LENGTH ? text : `${text.slice(0, QUESTION_EXCERPT_LENGTH).trimEnd()}…`;
}

export function countLabel(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

function Stat({ count, noun, isHighlighted }: { count: number; noun: string; isHighlighted?: boolean }) {
  const [value, ...words] = countLabel(count, noun).split(' ');
  return (
    <p
      className={cn(
        'flex items-baseline gap-1 rounded-lg sm:flex-col sm:items-center sm:gap-0 sm:px-1 sm:py-1',
        isHighlighted && 'bg-emerald-100 px-1.5 text-emerald-800',
      )}
    >
      <span className="font-semibold text-slate-900">{value}</span> <span>{words.join(' ')}</span>
    </p>
  );
}

/** One question in the list: counts, badges, title, excerpt, tags, author. */
export function QuestionCard({
  question,
  link,
  onOpen,
  extra,
}: {
  question: Question;
  link: Pick<LinkProps, 'to' | 'state'>;
  onOpen(): void;
  extra?: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:gap-5 sm:p-5">
      <div className="flex shrink-0 gap-4 text-sm text-slate-600 sm:w-20 sm:flex-col sm:gap-1">
        <Stat count={question.votes} noun="vote" />
        <Stat count={question.answers} noun="answer" isHighlighted={question.isAnswered} />
        <Stat count={question.views} noun="view" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {(question.isFeatured || question.isAnswered || extra) && (
          <div className="flex flex-wrap gap-1.5">
            {question.isFeatured && <FeaturedBadge />}
            {question.isAnswered && <AnsweredBadge />}
            {extra}
          </div>
        )}
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            {...link}
            onClick={onOpen}
            className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {question.title}
          </Link>
        </h2>
        <p className="line-clamp-3 break-words text-slate-600">{excerptOf(question.content)}</p>
        <TagList tags={question.tags} />
        <AuthorLine author={question.author} createdAt={question.createdAt} />
      </div>
    </article>
  );
}
