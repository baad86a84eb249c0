import { cn } from '../../../components/ui/cn';
import { scoreLabel, scoreText } from '../match-labels';

/** "92 match" on screen, "Match score 92 out of 100" to assistive technology. */
export function MatchScore({ score, className }: { score: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      <span aria-hidden>{scoreText(score)}</span>
      <span className="sr-only">{scoreLabel(score)}</span>
    </span>
  );
}
