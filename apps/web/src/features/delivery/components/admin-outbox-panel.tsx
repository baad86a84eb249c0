import { formatRelativeAge } from '@app/shared/format/format';
import { Mail } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useOutbox } from '../api/get-outbox';

const STATUS_CLASS = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
} as const;

/** The control center's outbox (issue 34 §3): mails and pushes queued, sent and failed, the latest with their last error. */
export function AdminOutboxPanel({ token }: { token: string }) {
  const outbox = useOutbox(token);
  return (
    <Card aria-labelledby="outbox-heading" role="region">
      <h2 id="outbox-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail className="size-5 text-brand-600" aria-hidden />
        Outbox
      </h2>
      <p className="mt-1 text-sm text-slate-600">Emails and pushes waiting to go, sent, and given up on.</p>
      <div className="mt-3">
        {outbox.isPending && <LoadingState label="Loading the outbox..." />}
        {outbox.isError && (
          <ErrorBanner
            message={`The outbox could not be loaded. ${describeError(outbox.error)}`}
            onRetry={() => void outbox.refetch()}
          />
        )}
        {outbox.data && (
          <>
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(['queued', 'sent', 'failed'] as const).map((status) => (
                <div key={status} className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600 capitalize">{status}</dt>
                  <dd className="text-xl font-semibold text-slate-900">{outbox.data.counts[status]}</dd>
                </div>
              ))}
            </dl>
            {outbox.data.items.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">Nothing has been sent yet.</p>
            ) : (
              <ul aria-label="Latest outbox items" className="mt-3 divide-y divide-slate-100 text-sm">
                {outbox.data.items.map((item) => (
                  <li key={item.id} className="flex flex-col gap-0.5 py-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[item.status]}`}>
                        {item.status}
                      </span>
                      <span className="font-medium text-slate-900">
                        {item.channel} · {item.kind}
                      </span>
                      <span className="text-xs text-slate-600">
                        {formatRelativeAge(item.createdAt)} · {item.attempts}{' '}
                        {item.attempts === 1 ? 'attempt' : 'attempts'}
                      </span>
                    </span>
                    {item.lastError && <span className="break-words text-red-800">Last error: {item.lastError}</span>}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
