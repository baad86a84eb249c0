import { REVIEW_LIMITS } from '@app/shared/contracts/contracts.constants';
import { Star } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn';

const RATINGS = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, index) => REVIEW_LIMITS.ratingMin + index,
);

interface StarRatingFieldProps {
  /** The chosen rating, to fill the stars up to it. */
  value: number | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** 1 to 5 stars as a radio group: arrow keys move between them, each named "3 stars". */
export function StarRatingField({ value, error, registration }: StarRatingFieldProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        Rating
        <span className="text-red-600" aria-hidden>
          {' '}
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => {
          const isFilled = value !== undefined && Number.isFinite(value) && rating <= value;
          return (
            <label
              key={rating}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={rating} className="sr-only" {...registration} />
              <Star
                className={cn('size-8', isFilled ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
                aria-hidden
              />
              <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
