import {
  PRESET_TECHNOLOGIES,
  PROTOTYPE_CATEGORIES,
  PROTOTYPE_CATEGORY_LABELS,
  PROTOTYPE_SORT_LABELS,
  PROTOTYPE_SORTS,
  type PrototypeCategory,
  type PrototypeSort,
} from '@app/shared/prototypes/prototypes.constants';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import type { PrototypeListParams } from '../api/prototypes-keys';

interface GalleryFiltersProps {
  params: PrototypeListParams;
  onChange(changes: Partial<PrototypeListParams>): void;
  /** Shown after the sort order (the layout toggle). */
  trailing?: ReactNode;
}

const isCategory = (value: string): value is PrototypeCategory => PROTOTYPE_CATEGORIES.some((item) => item === value);
const isSort = (value: string): value is PrototypeSort => PROTOTYPE_SORTS.some((item) => item === value);

/** Category (the 12), technology (the 19 presets) and sort order: two rows on a phone, one above. */
export function GalleryFilters({ params, onChange, trailing }: GalleryFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <SelectField
        label="Category"
        value={params.category ?? ''}
        onChange={(event) => onChange({ category: isCategory(event.target.value) ? event.target.value : null })}
      >
        <option value="">All categories</option>
        {PROTOTYPE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {PROTOTYPE_CATEGORY_LABELS[category]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Technology"
        value={params.technology ?? ''}
        onChange={(event) => onChange({ technology: event.target.value || null })}
      >
        <option value="">All technologies</option>
        {PRESET_TECHNOLOGIES.map((technology) => (
          <option key={technology} value={technology}>
            {technology}
          </option>
        ))}
      </SelectField>
      <div className="col-span-2 flex items-end gap-3 sm:contents">
        <SelectField
          label="Sort by"
          className="flex-1"
          value={params.sort}
          onChange={(event) => onChange({ sort: isSort(event.target.value) ? event.target.value : 'newest' })}
        >
          {PROTOTYPE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PROTOTYPE_SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        {trailing}
      </div>
    </div>
  );
}
