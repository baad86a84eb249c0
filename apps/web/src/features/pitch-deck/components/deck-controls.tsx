import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous, the 'n / total' counter (announced politely) and Next. Both buttons wrap around. */
export function DeckControls({
  current,
  total,
  onPrevious,
  onNext,
}: {
  current: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={onPrevious}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <p aria-live="polite" aria-atomic="true" className="text-lg font-semibold text-slate-900 tabular-nums">
        {current} / {total}
      </p>
      <Button onClick={onNext}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
