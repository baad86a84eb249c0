import {
  DEVELOPER_SORT_LABELS,
  DEVELOPER_SORTS,
  type DeveloperSort,
} from '@app/shared/developers/developers.constants';
import { SearchBox } from '../../../../components/ui/search-box';
import type { DirectoryParams } from '../../api/developers-keys';
import type { DirectoryChanges } from '../../hooks/use-directory-params';

/** Search by name, title, skills or bio, and the sort order; both go to the URL. */
export function DirectoryToolbar({
  params,
  onChange,
}: {
  params: DirectoryParams;
  onChange(changes: DirectoryChanges): void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        value={params.q}
        onSearch={(q) => onChange({ q })}
        label="Search developers"
        placeholder="Search by name, title, skill…"
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        Sort by
        <select
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as DeveloperSort })}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm"
        >
          {DEVELOPER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {DEVELOPER_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
