import { SegmentedButtons } from '../../../components/ui/segmented-buttons';
import { SelectField } from '../../../components/ui/select-field';
import type { ContractsFilter } from '../api/contracts-keys';
import { isStatusFilter, ROLE_FILTERS, STATUS_FILTERS } from '../contract-labels';

/** Which side and which status the list shows (kept in the URL by the page). */
export function ContractsFilters({
  filter,
  onChange,
}: {
  filter: ContractsFilter;
  onChange(next: ContractsFilter): void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <SegmentedButtons
        label="Show contracts where I am"
        options={ROLE_FILTERS}
        value={filter.role}
        onChange={(role) => onChange({ ...filter, role })}
      />
      <SelectField
        label="Status"
        className="sm:w-56"
        options={STATUS_FILTERS}
        value={filter.status}
        onChange={(event) => {
          const status = event.target.value;
          onChange({ ...filter, status: isStatusFilter(status) ? status : 'all' });
        }}
      />
    </div>
  );
}
