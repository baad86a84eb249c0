import { CONTROL_CENTER_MESSAGES, type ControlCenterCall } from '@app/shared/ai-member/ai-member.constants';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { MethodBadge } from './method-badge';
import { PathText } from './path-text';

/** One test call: its label, method and path. Admin calls without the token explain and do nothing. */
export function EndpointButton({
  call,
  isLocked,
  isRunning,
  onRun,
}: {
  call: ControlCenterCall;
  isLocked: boolean;
  isRunning: boolean;
  onRun: () => void;
}) {
  const noteId = useId();
  return (
    <li className="flex min-w-0 flex-col gap-1">
      <button
        type="button"
        onClick={isLocked || isRunning ? undefined : onRun}
        aria-disabled={isLocked || undefined}
        aria-busy={isRunning || undefined}
        aria-describedby={isLocked ? noteId : undefined}
        className={cn(
          'flex w-full min-w-0 flex-col items-start gap-1.5 rounded-xl border px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          isLocked
            ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500'
            : 'border-slate-200 bg-white hover:border-brand-500 hover:bg-brand-50',
        )}
      >
        <span className="flex w-full items-center gap-2 text-sm font-medium text-slate-900">
          {isLocked && <Lock className="size-3.5 shrink-0 text-slate-500" aria-hidden />}
          <span className="min-w-0 flex-1">{call.label}</span>
          {call.admin && !isLocked && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600">Admin</span>
          )}
          {isRunning && (
            <span
              className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              aria-hidden
            />
          )}
        </span>
        <span className="flex max-w-full min-w-0 items-start gap-1.5">
          <MethodBadge method={call.method} />
          <code className="min-w-0 text-xs break-words text-slate-600">
            <PathText path={call.path} />
          </code>
        </span>
      </button>
      {isLocked && (
        <p id={noteId} className="px-1 text-xs text-amber-800">
          {CONTROL_CENTER_MESSAGES.adminNeeded}
        </p>
      )}
    </li>
  );
}
