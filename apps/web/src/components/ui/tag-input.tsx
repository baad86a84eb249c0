import { addTag, removeTag } from '@app/shared/forms/tag-list';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from './cn';

export interface TagInputProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  placeholder?: string;
  error?: string;
  /** Offered as one-click choices. */
  suggestions?: readonly string[];
  max?: number;
  /** Longest entry kept (default 50). */
  maxLength?: number;
  /** False for sentence-like entries, where a comma belongs to the entry (default true). */
  addsOnComma?: boolean;
}

const NOTICES = {
  duplicate: 'Already added',
  limit: 'No more can be added',
  empty: null,
} as const;

/** A list of short entries: Enter or comma adds, Backspace on empty removes the last. */
export function TagInput({
  label,
  value,
  onChange,
  placeholder,
  error,
  suggestions = [],
  max,
  maxLength,
  addsOnComma = true,
}: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const add = (raw: string) => {
    const result = addTag(value, raw, { max, maxLength });
    setNotice(result.error ? NOTICES[result.error] : null);
    if (!result.error) onChange(result.tags);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || (addsOnComma && event.key === ',')) {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const message = error ?? notice;
  const available = suggestions.filter((option) => !value.some((tag) => tag.toLowerCase() === option.toLowerCase()));

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={cn(
          'flex flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm focus-within:outline-2 focus-within:outline-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        <ul className="contents" aria-label={`${label}: selected`}>
          {value.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-md bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
              {tag}
              <button
                type="button"
                onClick={() => onChange(removeTag(value, tag))}
                className="rounded text-brand-700 hover:text-brand-900"
                aria-label={`Remove ${tag}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-base outline-none sm:text-sm"
        />
      </div>
      <span
        id={`${id}-message`}
        className={cn('text-xs', error ? 'text-red-600' : 'text-slate-500')}
        role={error ? 'alert' : undefined}
      >
        {message ?? 'Press Enter to add'}
      </span>
      {available.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {available.map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => add(option)}
              className="rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-600 hover:border-brand-500 hover:text-brand-700"
            >
              + {option}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
