import { CONTEXTUAL_CATEGORIES, type ContextualCategory } from '@app/shared/feedback/feedback.constants';
import { useId } from 'react';
import { cn } from '../../../../components/ui/cn';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The six contextual categories as a radio group of chips. */
export function CategoryPicker({
  value,
  onChange,
}: {
  value: ContextualCategory | null;
  onChange: (category: ContextualCategory) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">What is your feedback about?</legend>
      <div className="flex flex-wrap gap-2">
        {CONTEXTUAL_CATEGORIES.map((category) => (
          <label
            key={category}
            className={cn(
              'relative cursor-pointer rounded-full border px-3 py-1.5 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === category ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {capitalize(category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
