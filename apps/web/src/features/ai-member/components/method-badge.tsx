import type { ControlCenterCall } from '@app/shared/ai-member/ai-member.constants';
import { cn } from '../../../components/ui/cn';

const TONES: Record<ControlCenterCall['method'], string> = {
  GET: 'bg-sky-100 text-sky-800',
  POST: 'bg-emerald-100 text-emerald-800',
  PUT: 'bg-amber-100 text-amber-900',
};

export function MethodBadge({ method }: { method: ControlCenterCall['method'] }) {
  return (
    <span className={cn('shrink-0 rounded px-1.5 py-0.5 font-mono text-[11px] font-semibold', TONES[method])}>
      {method}
    </span>
  );
}
