import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import { DISPUTE_OUTCOME_LABELS } from '@app/shared/contracts/contracts.constants';
import type { Delivery, Dispute, Milestone } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { ExternalLink } from 'lucide-react';
import { formatDay } from '../contract-labels';

const BOX = 'rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700';
const TEXT = 'break-words whitespace-pre-wrap';

/** The developer's deliveries, oldest first: each note and its links (opened in a new tab). */
export function Deliveries({ deliveries, title }: { deliveries: Delivery[]; title: string }) {
  if (deliveries.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Deliveries</h4>
      <ol aria-label={`Deliveries for ${title}`} className="flex flex-col gap-2">
        {deliveries.map((delivery, index) => (
          <li key={delivery.id} className={BOX}>
            <p className="text-xs text-slate-500">
              Delivery {index + 1} · <time dateTime={delivery.createdAt}>{formatLongDate(delivery.createdAt)}</time>
            </p>
            <p className={`mt-1 ${TEXT}`}>{delivery.note}</p>
            {delivery.links.length > 0 && (
              <ul aria-label="Links" className="mt-2 flex flex-col gap-1">
                {delivery.links.map((link) => (
                  <li key={link} className="min-w-0">
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-700 hover:underline"
                    >
                      {link}
                      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A recorded currency payment and whether the developer confirmed it. */
export function PaymentRecord({ payment }: { payment: NonNullable<Milestone['payment']> }) {
  return (
    <div className={BOX}>
      <h4 className="font-semibold text-slate-900">Payment</h4>
      <p className="mt-1">
        Paid by {payment.method.toLowerCase()} on {formatDay(payment.date)}
        {payment.reference && <> · Reference {payment.reference}</>}.
      </p>
      <p className="mt-1 text-slate-600">
        {payment.confirmedAt
          ? `Receipt confirmed by the developer on ${formatLongDate(payment.confirmedAt)}.`
          : 'The developer has not confirmed receipt yet.'}
      </p>
    </div>
  );
}

/** A dispute: who opened it and why, and once resolved, the admin's outcome and note. */
export function DisputeRecord({ dispute, amount, currency }: { dispute: Dispute; amount: number; currency: string }) {
  const split =
    dispute.outcome === 'split' && dispute.developerAmount !== null
      ? ` ${formatContractAmount(dispute.developerAmount, currency)} to the developer, ${formatContractAmount(amount - dispute.developerAmount, currency)} to the client.`
      : '';
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <h4 className="font-semibold">
        Dispute opened by the {dispute.openedBy} on {formatLongDate(dispute.createdAt)}
      </h4>
      <p className={`mt-1 ${TEXT}`}>{dispute.reason}</p>
      {dispute.status === 'open' ? (
        <p className="mt-2 font-medium">The admin has not decided yet.</p>
      ) : (
        <div className="mt-2 border-t border-red-200 pt-2">
          <p className="font-medium">
            Outcome: {dispute.outcome ? DISPUTE_OUTCOME_LABELS[dispute.outcome] : 'Resolved'}.{split}
          </p>
          {dispute.note && (
            <p className={`mt-1 ${TEXT}`}>
              <span className="font-medium">The admin's note: </span>
              {dispute.note}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
