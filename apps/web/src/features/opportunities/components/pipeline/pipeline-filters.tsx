import { X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useCurrentDeveloper } from '../../../../lib/current-developer';
import { FILTER_NAMES, type FilterName, type PipelineFilters } from '../../hooks/use-pipeline-params';
import { DEVELOPER_NAMES, FILTER_OPTIONS, toOptions } from './filter-options';

interface PipelineFilterBarProps {
  filters: PipelineFilters;
  hasFilters: boolean;
  onChange(name: FilterName, value: string | null): void;
  onClearAll(): void;
}

/** Stage, assignee, date range and value range (part-2 §5), plus who "me" is. */
export function PipelineFilterBar({ filters, hasFilters, onChange, onClearAll }: PipelineFilterBarProps) {
  const [me, setMe] = useCurrentDeveloper();
  const needsMe = filters.assignee === 'me' && !me;
  return (
    <section aria-label="Filters" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {FILTER_NAMES.map((name) => (
          <SelectField
            key={name}
            label={FILTER_OPTIONS[name].label}
            emptyLabel="All"
            options={FILTER_OPTIONS[name].options}
            value={filters[name] ?? ''}
            onChange={(event) => onChange(name, event.target.value || null)}
          />
        ))}
        <SelectField
          label="I am"
          emptyLabel="Choose…"
          options={toOptions(DEVELOPER_NAMES)}
          value={me ?? ''}
          onChange={(event) => setMe(event.target.value || null)}
        />
      </div>
      {(hasFilters || needsMe) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-amber-800">{needsMe && 'Choose who you are under "I am" to see your deals.'}</p>
          {hasFilters && (
            <Button variant="ghost" size="sm" onClick={onClearAll}>
              <X className="size-4" aria-hidden />
              Clear all
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
