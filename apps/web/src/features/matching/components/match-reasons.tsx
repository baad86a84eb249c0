import type { MatchReason } from '@app/shared/matching/matching.schemas';
import { cn } from '../../../components/ui/cn';
import { REASON_SIGNS, reasonSign } from '../match-labels';

/**
 * Why a match was made, one line per scoring term. A reason that lowered the score is marked
 * with a minus and says so in words, in a warning colour: never colour alone.
 */
export function MatchReasons({ reasons, label }: { reasons: readonly MatchReason[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-sm">
      {reasons.map((reason) => {
        const sign = reasonSign(reason);
        const { marker, spoken } = REASON_SIGNS[sign];
        return (
          <li
            key={`${reason.kind}:${reason.text}`}
            className={cn('flex gap-2 break-words', sign === 'lowers' ? 'text-amber-900' : 'text-slate-700')}
          >
            <span
              aria-hidden
              className={cn(
                'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full text-xs leading-none font-bold',
                sign === 'lowers' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800',
              )}
            >
              {marker}
            </span>
            <span className="min-w-0">
              <span className="sr-only">{spoken}: </span>
              {reason.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
