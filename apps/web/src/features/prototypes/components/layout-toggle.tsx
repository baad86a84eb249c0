import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

export type GalleryLayout = 'grid' | 'list';

const OPTIONS = [
  { layout: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { layout: 'list', label: 'List view', Icon: List },
] as const;

/** Grid or list: two toggle buttons, the current one pressed. */
export function LayoutToggle({ value, onChange }: { value: GalleryLayout; onChange(layout: GalleryLayout): void }) {
  return (
    <fieldset className="flex shrink-0 rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Layout</legend>
      {OPTIONS.map(({ layout, label, Icon }) => (
        <button
          key={layout}
          type="button"
          aria-pressed={value === layout}
          aria-label={label}
          title={label}
          onClick={() => onChange(layout)}
          className={cn(
            'flex size-9 items-center justify-center rounded-md transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            value === layout ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </fieldset>
  );
}
