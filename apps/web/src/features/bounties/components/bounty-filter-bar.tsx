import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { type BoardVariant, type BountyFilters, bountyFilterOptions } from '../bounty-filters';
import type { useBountyFilters } from '../hooks/use-bounty-filters';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface BountyFilterBarProps {
  variant: BoardVariant;
  filters: BountyFilters;
  onChange: ReturnType<typeof useBountyFilters>['update'];
}

/** Search, category and difficulty; each choice goes to the URL. */
export function BountyFilterBar({ variant, filters, onChange }: BountyFilterBarProps) {
  const { categories, difficulties } = bountyFilterOptions(variant);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchBox
        label="Search bounties"
        placeholder="Search by title, description or skill"
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid grid-cols-2 gap-3 lg:w-96">
        <SelectField
          label="Category"
          emptyLabel="All"
          options={toOptions(categories)}
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || null })}
        />
        <SelectField
          label="Difficulty"
          emptyLabel="All"
          options={toOptions(difficulties)}
          value={filters.difficulty ?? ''}
          onChange={(event) => onChange({ difficulty: (event.target.value || null) as BountyFilters['difficulty'] })}
        />
      </div>
    </div>
  );
}
