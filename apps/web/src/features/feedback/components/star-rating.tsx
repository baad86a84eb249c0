import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

const SENTIMENT_TEXT = { positive: 'text-emerald-700', neutral: 'text-amber-700', negative: 'text-red-700' } as const;

/** A star's accessible name: its rating and its label ("1 star, Very Poor", "4 stars, Good"). */
export function starName(rating: number, label: string): string {
  return `${rating} star${rating > 1 ? 's' : ''}, ${label}`;
}

/** The colour of the chosen label: by sentiment when there is one (part-2 §9), else plain. */
export function chosenLabelClass(rating: number, sentimentOf?: (rating: number) => keyof typeof SENTIMENT_TEXT) {
  return sentimentOf ? SENTIMENT_TEXT[sentimentOf(rating)] : 'text-slate-700';
}

/**
 * Five stars as a native radio group: arrow keys move between them, and each star's name is its
 * label ("4 stars, Good"). The chosen label shows below, coloured by sentiment.
 */
export function StarRating({
  legend,
  labels,
  value,
  onChange,
  sentimentOf,
}: {
  legend: string;
  labels: readonly string[];
  value: number;
  onChange: (rating: number) => void;
  sentimentOf?: (rating: number) => keyof typeof SENTIMENT_TEXT;
}) {
  const name = useId();
  const chosen = labels[value - 1];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1">
        {labels.map((label, index) => {
          const rating = index + 1;
          return (
            <label
              key={label}
              className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={starName(rating, label)}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <Star
                className={cn('size-7', rating <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
                aria-hidden
              />
            </label>
          );
        })}
      </div>
      {chosen && <p className={cn('text-sm font-medium', chosenLabelClass(value, sentimentOf))}>{chosen}</p>}
    </fieldset>
  );
}
