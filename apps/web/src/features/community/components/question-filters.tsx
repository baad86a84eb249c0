import { QUESTION_SORT_LABELS, QUESTION_SORTS, QUESTION_TAG_FILTERS } from '@app/shared/community/community.constants';
import { cn } from '../../../components/ui/cn';
import { SearchBox } from '../../../components/ui/search-box';
import type { QuestionListParams } from '../api/community-keys';

interface QuestionFiltersProps {
  params: QuestionListParams;
  onChange(changes: Partial<Record<'sort' | 'tag' | 'q', string | null>>): void;
}

/** Search, sort and the tag filter of the question list; every change goes to the URL. */
export function QuestionFilters({ params, onChange }: QuestionFiltersProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={params.q} onSearch={(q) => onChange({ q: q || null })} label="Search questions" />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          Sort by
          <select
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value === 'newest' ? null : event.target.value })}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm"
          >
            {QUESTION_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {QUESTION_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by tag</legend>
        {QUESTION_TAG_FILTERS.map((filter) => {
          const isActive = filter.value === params.tag;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange({ tag: filter.value })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isActive
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
