import { AVAILABILITIES, type Availability } from '@app/shared/developers/developers.constants';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { TagInput } from '../../../../components/ui/tag-input';
import type { DirectoryParams } from '../../api/developers-keys';
import type { DirectoryChanges } from '../../hooks/use-directory-params';
import { useTypedFilters } from '../../hooks/use-typed-filters';

const POPULAR_SKILLS = ['React', 'Node.js', 'TypeScript', 'Python'];
const AVAILABILITY_OPTIONS = [
  { value: '', label: 'Any availability' },
  ...AVAILABILITIES.map((value) => ({ value, label: value })),
];

/** The filter panel (issue 7): skills and availability apply at once, typed boxes on Apply or leaving them. */
export function DirectoryFilters({
  params,
  onChange,
  activeFilterCount,
}: {
  params: DirectoryParams;
  onChange(changes: DirectoryChanges): void;
  activeFilterCount: number;
}) {
  const { apply, bind } = useTypedFilters(params, onChange);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={submit} aria-label="Filter developers" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TagInput
          label="Skills"
          value={params.skills}
          onChange={(skills) => onChange({ skills })}
          placeholder="e.g. React"
          suggestions={POPULAR_SKILLS}
          max={10}
          maxLength={60}
        />
        <SelectField
          label="Availability"
          options={AVAILABILITY_OPTIONS}
          value={params.availability ?? ''}
          onChange={(event) => onChange({ availability: (event.target.value || null) as Availability | null })}
        />
        <TextField label="Language" placeholder="e.g. Spanish" maxLength={60} {...bind('language')} />
        <TextField label="Min rate ($/hr)" type="number" inputMode="numeric" min={0} {...bind('minRate')} />
        <TextField label="Max rate ($/hr)" type="number" inputMode="numeric" min={0} {...bind('maxRate')} />
        <TextField label="Time zone" placeholder="e.g. PST" maxLength={60} {...bind('timezone')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {activeFilterCount > 0 && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({ skills: [], availability: null, language: '', minRate: null, maxRate: null, timezone: '' })
            }
          >
            Clear all filters
          </Button>
        )}
      </div>
    </form>
  );
}
