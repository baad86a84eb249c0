import type { VoteDirection } from '@app/shared/community/community.constants';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

interface VoteButtonsProps {
  target: 'question' | 'answer';
  votes: number;
  myVote: VoteDirection | null;
  /** Without it the count is shown read-only (sample data). */
  onVote?(direction: VoteDirection): void;
  isBusy?: boolean;
  /** Why voting is off here, e.g. on your own post. */
  disabledReason?: string | null;
}

const DIRECTIONS = [
  { direction: 'up', verb: 'Upvote', Icon: ChevronUp },
  { direction: 'down', verb: 'Downvote', Icon: ChevronDown },
] as const;

/** Up and down buttons that show the caller's own vote (aria-pressed) around the score. */
export function VoteButtons({ target, votes, myVote, onVote, isBusy, disabledReason }: VoteButtonsProps) {
  const button = ({ direction, verb, Icon }: (typeof DIRECTIONS)[number]) => {
    const isPressed = myVote === direction;
    return (
      <button
        key={direction}
        type="button"
        aria-label={`${verb} ${target}`}
        aria-pressed={isPressed}
        title={disabledReason ?? undefined}
        disabled={Boolean(disabledReason) || isBusy}
        onClick={() => onVote?.(direction)}
        className={cn(
          'flex size-9 items-center justify-center rounded-full border transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-50',
          isPressed
            ? 'border-brand-600 bg-brand-600 text-white'
            : 'border-slate-300 bg-white text-slate-600 hover:border-brand-500 hover:text-brand-700',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </button>
    );
  };
  const [up, down] = DIRECTIONS;
  return (
    <fieldset className="flex shrink-0 flex-col items-center gap-1">
      <legend className="sr-only">Votes on this {target}</legend>
      {onVote && button(up)}
      <output className="min-w-8 text-center text-lg font-semibold text-slate-900 tabular-nums" aria-live="polite">
        {votes}
      </output>
      {onVote && button(down)}
    </fieldset>
  );
}
