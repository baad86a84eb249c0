import type { Author } from '@app/shared/community/community.schemas';
import { formatRelativeAge } from '@app/shared/format/format';
import { cn } from '../../../components/ui/cn';
import { AiBadge } from './badges';

/**
 * A hue from the avatar seed. Lightness 32% keeps white initials readable (WCAG AA) for every hue.
 * An inline colour rather than a class palette: any hue, and no extra CSS on the first visit.
 */
function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 45% 32%)`;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Initials in a circle whose colour comes from the author's avatar seed (never a remote image). */
export function AuthorAvatar({ author, size = 'sm' }: { author: Author; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden
      style={{ backgroundColor: colourFor(author.avatar || author.id) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        size === 'sm' ? 'size-7 text-xs' : 'size-9 text-sm',
      )}
    >
      {initialsOf(author.name)}
    </span>
  );
}

/** Who wrote a post, how trusted they are, and when. */
export function AuthorLine({ author, createdAt }: { author: Author; createdAt: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <AuthorAvatar author={author} />
      <span className="font-medium text-slate-800">{author.name}</span>
      {author.isAI && <AiBadge />}
      <span className="whitespace-nowrap">
        {author.reputation.toLocaleString('en-US')} reputation ·{' '}
        <time dateTime={createdAt}>{formatRelativeAge(createdAt)}</time>
      </span>
    </div>
  );
}
