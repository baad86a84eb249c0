import { Filter } from 'lucide-react';
import { featureLabel } from './feature-label';

/** "Filtered to <feature> · Show all", shown when the tab was opened for one feature. */
export function FeatureFilterChip({ feature, onClear }: { feature: string; onClear?: () => void }) {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
      <Filter className="size-3.5" aria-hidden />
      <span>Filtered to {featureLabel(feature)}</span>
      {onClear && (
        <>
          <span aria-hidden>·</span>
          <button
            type="button"
            onClick={onClear}
            className="font-medium underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Show all
          </button>
        </>
      )}
    </p>
  );
}
