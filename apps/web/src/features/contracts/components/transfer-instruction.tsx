import type { TransferInstruction } from '@app/shared/contracts/contracts.schemas';
import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import { friendlyIban } from '@app/shared/payments/payout-details.schemas';
import { Landmark } from 'lucide-react';
import { DocumentButton } from './document-button';

/**
 * The bank transfer the client is asked to make for a milestone held in escrow by the platform
 * (issue 42): the amount, the platform's account and the reference that matches the payment.
 */
export function TransferInstructionCard({
  contractId,
  milestoneId,
  transfer,
}: {
  contractId: string;
  milestoneId: string;
  transfer: TransferInstruction;
}) {
  const rows = [
    ['Amount', formatMoneyAmount(transfer)],
    ['Account holder', transfer.accountName],
    ['IBAN', friendlyIban(transfer.iban)],
    ['BIC', transfer.bic],
    ['Reference', formatRfReference(transfer.reference)],
  ] as const;
  return (
    <section
      aria-label="Bank transfer to make"
      className="flex flex-col gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Landmark className="size-4 shrink-0" aria-hidden />
        Pay by bank transfer
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-blue-800">{label}</dt>
            <dd className="font-mono font-semibold break-all select-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-blue-900">
        Type the reference into your bank’s reference field exactly as shown and send the whole amount in one transfer:
        the platform matches your payment by it. The developer starts once it arrives.
      </p>
      <div>
        <DocumentButton
          contractId={contractId}
          milestoneId={milestoneId}
          document="invoice"
          reference={transfer.reference}
        />
      </div>
    </section>
  );
}
