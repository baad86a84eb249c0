import type { Availability } from '@app/shared/developers/developers.constants';
import { cn } from '../../../../components/ui/cn';

const STYLES: Record<Availability, string> = {
  Available: 'bg-emerald-100 text-emerald-800',
  Busy: 'bg-amber-100 text-amber-900',
  Unavailable: 'bg-slate-100 text-slate-700',
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', STYLES[availability])}
    >
      {availability}
    </span>
  );
}
