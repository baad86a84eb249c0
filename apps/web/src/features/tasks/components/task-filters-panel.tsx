import { ChevronDown, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { useIsWideScreen } from '../../../lib/use-is-wide-screen';
import { hasAnyFilter, type TaskFilters } from '../task-filters';
import { DEVELOPER_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-options';

interface TaskFiltersPanelProps {
  filters: TaskFilters;
  onChange(changes: Partial<TaskFilters>): void;
  onClearAll(): void;
}

const dateClassName =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm';

/**
 * Collapsible filters (part-2 §5): every change goes to the URL; an empty value removes a filter.
 * They start open beside the list on wide screens, folded above it on phones.
 */
export function TaskFiltersPanel({ filters, onChange, onClearAll }: TaskFiltersPanelProps) {
  const isRangeHalfSet = Boolean(filters.dueFrom) !== Boolean(filters.dueTo);
  const isWideScreen = useIsWideScreen();
  return (
    <details open={isWideScreen} className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-slate-900">
        Filters
        <ChevronDown className="size-5 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="mt-4 flex flex-col gap-4">
        <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} label="Search tasks" />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as TaskFilters['status'] })}
          options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
        />
        <SelectField
          label="Priority"
          value={filters.priority ?? ''}
          onChange={(event) => onChange({ priority: (event.target.value || null) as TaskFilters['priority'] })}
          options={[{ value: '', label: 'All priorities' }, ...PRIORITY_OPTIONS]}
        />
        <SelectField
          label="Assignee"
          value={filters.assignee ?? ''}
          onChange={(event) => onChange({ assignee: event.target.value || null })}
          options={[{ value: '', label: 'Everyone' }, ...DEVELOPER_OPTIONS]}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Due date</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            <label className="flex flex-col gap-1 text-xs text-slate-600">
              From
              <input
                type="date"
                className={dateClassName}
                value={filters.dueFrom ?? ''}
                onChange={(event) => onChange({ dueFrom: event.target.value || null })}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600">
              To
              <input
                type="date"
                className={dateClassName}
                value={filters.dueTo ?? ''}
                onChange={(event) => onChange({ dueTo: event.target.value || null })}
              />
            </label>
          </div>
          {isRangeHalfSet && <p className="text-xs text-slate-500">Set both dates to filter by due date.</p>}
        </fieldset>
        {hasAnyFilter(filters) && (
          <Button variant="secondary" size="sm" onClick={onClearAll}>
            <X className="size-4" aria-hidden />
            Clear all
          </Button>
        )}
      </div>
    </details>
  );
}
