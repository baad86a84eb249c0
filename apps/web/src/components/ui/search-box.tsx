import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from './button';
import { cn } from './cn';

export interface SearchBoxProps {
  /** The applied search; the box edits a draft and applies it on submit. */
  value: string;
  onSearch(query: string): void;
  label: string;
  placeholder?: string;
  className?: string;
}

/** A search landmark: type, press Enter or Search; the clear button appears while a search applies. */
export function SearchBox({ value, onSearch, label, placeholder = label, className }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <search className={cn('min-w-0 flex-1', className)}>
      <form onSubmit={submit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            aria-label={label}
            placeholder={placeholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={200}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onSearch('')} aria-label="Clear search">
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </form>
    </search>
  );
}
