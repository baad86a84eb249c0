import type { CancellationRequest, Contract } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';

/** What each side reads of the client's request to cancel a delivered milestone (issue 40 §2). */
function headingOf(cancellation: CancellationRequest, viewerRole: Contract['viewerRole']): string {
  if (cancellation.answer === 'accepted') return 'Cancelled by agreement: the developer agreed to the request';
  if (cancellation.answer === 'declined') return 'The developer declined to cancel this milestone';
  return viewerRole === 'client'
    ? 'You asked to cancel this milestone: waiting for the developer to agree or decline'
    : 'The client asks you to agree to cancel this milestone';
}

export function CancellationRecord({
  cancellation,
  viewerRole,
}: {
  cancellation: CancellationRequest;
  viewerRole: Contract['viewerRole'];
}) {
  const isOpen = cancellation.answer === null;
  return (
    <div
      className={`rounded-lg border-l-4 px-3 py-2 text-sm ${isOpen ? 'border-amber-500 bg-amber-50 text-amber-950' : 'border-slate-300 bg-slate-50 text-slate-700'}`}
    >
      <h4 className="font-semibold">{headingOf(cancellation, viewerRole)}</h4>
      <p className="mt-1 break-words whitespace-pre-wrap">{cancellation.reason}</p>
      <p className="mt-1 text-xs text-slate-600">
        Asked <time dateTime={cancellation.requestedAt}>{formatLongDate(cancellation.requestedAt)}</time>
        {cancellation.answeredAt && (
          <>
            {' '}
            · answered <time dateTime={cancellation.answeredAt}>{formatLongDate(cancellation.answeredAt)}</time>
          </>
        )}
      </p>
    </div>
  );
}
