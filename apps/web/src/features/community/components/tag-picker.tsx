import { PREDEFINED_QUESTION_TAGS, QUESTION_TAGS_MAX } from '@app/shared/community/community.constants';
import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** Toggle chips for the predefined question tags, up to five. */
export function TagPicker({ value, onChange }: { value: readonly string[]; onChange(tags: string[]): void }) {
  const isFull = value.length >= QUESTION_TAGS_MAX;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Tags <span className="font-normal text-slate-500">(up to {QUESTION_TAGS_MAX})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {PREDEFINED_QUESTION_TAGS.map((tag) => {
          const isSelected = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={isSelected}
              disabled={!isSelected && isFull}
              onClick={() => onChange(isSelected ? value.filter((item) => item !== tag) : [...value, tag])}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                'disabled:cursor-not-allowed disabled:opacity-40',
                isSelected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
              )}
            >
              {isSelected && <Check className="size-3.5" aria-hidden />}
              {tag}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
