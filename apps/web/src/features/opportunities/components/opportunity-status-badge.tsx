import {
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_STATUS_TONES,
  type OpportunityStatus,
} from '@app/shared/opportunities/opportunities.constants';
import { cn } from '../../../components/ui/cn';

const TONE_CLASSES: Record<(typeof OPPORTUNITY_STATUS_TONES)[OpportunityStatus], string> = {
  green: 'bg-emerald-100 text-emerald-800',
  blue: 'bg-blue-100 text-blue-800',
  amber: 'bg-amber-100 text-amber-900',
  darkgreen: 'bg-emerald-800 text-white',
  red: 'bg-red-50 text-red-800',
  grey: 'bg-slate-100 text-slate-700',
};

/** The status in its colour (open green, qualified blue, proposal amber, won dark green, lost red, other grey). */
export function OpportunityStatusBadge({ status }: { status: OpportunityStatus }) {
  const tone = OPPORTUNITY_STATUS_TONES[status] ?? 'grey';
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE_CLASSES[tone])}
    >
      {OPPORTUNITY_STATUS_LABELS[status] ?? status}
    </span>
  );
}
