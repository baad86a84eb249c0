import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import type { MilestoneAction } from '@app/shared/contracts/contracts.constants';
import type { Contract, Milestone } from '@app/shared/contracts/contracts.schemas';
import { useId, useState } from 'react';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { formatDay, milestoneWaitingNote } from '../contract-labels';
import { CancellationRecord } from './cancellation-record';
import { DocumentButton } from './document-button';
import { MilestoneActions } from './milestone-actions';
import { MilestoneMoneyNote } from './milestone-money-note';
import { Deliveries, DisputeRecord, PaymentRecord } from './milestone-records';
import { MilestoneStatusBadge } from './status-badges';
import { TransferInstructionCard } from './transfer-instruction';

/** One step of the timeline: what, how much, by when, where it stands, its records and my next move. */
export function MilestoneItem({
  contract,
  milestone,
  number,
}: {
  contract: Contract;
  milestone: Milestone;
  /** Its place in the timeline, from 1. */
  number: number;
}) {
  const headingId = useId();
  const [open, setOpen] = useState<MilestoneAction | null>(null);
  // A move removes its own button: the focus then goes to the milestone's title.
  const focus = useFocusAfterDecision<HTMLHeadingElement>(`${milestone.status}:${open ?? ''}`);
  const waiting = milestoneWaitingNote(contract, milestone);
  const showChanges = milestone.changesNote && milestone.status === 'changes_requested';

  return (
    <li className="relative pl-10">
      <span
        aria-hidden
        className="absolute top-4 left-0 flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
      >
        {number}
      </span>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={headingId}
            ref={focus.ref}
            tabIndex={-1}
            className="min-w-0 text-base font-semibold break-words text-slate-900 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="sr-only">Milestone {number}: </span>
            {milestone.title}
          </h3>
          <MilestoneStatusBadge status={milestone.status} viewerRole={contract.viewerRole} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {formatContractAmount(milestone.amount, contract.currency)}
          </span>
          <span>{milestone.dueDate ? `Due ${formatDay(milestone.dueDate)}` : 'No due date'}</span>
        </p>
        {waiting && <p className="text-sm text-slate-600">{waiting}</p>}
        {/* Awaiting a transfer is the badge's and the note's to say: the money line starts once it arrived. */}
        {milestone.money && milestone.money.state !== 'awaiting_transfer' && (
          <MilestoneMoneyNote money={milestone.money} viewerRole={contract.viewerRole} />
        )}
        {milestone.transfer?.status === 'open' && milestone.status === 'awaiting_transfer' && (
          <TransferInstructionCard contractId={contract.id} milestoneId={milestone.id} transfer={milestone.transfer} />
        )}
        {milestone.transfer && milestone.money?.state === 'released' && (
          <div>
            <DocumentButton
              contractId={contract.id}
              milestoneId={milestone.id}
              document="receipt"
              reference={milestone.transfer.reference}
            />
          </div>
        )}
        {showChanges && (
          <p className="rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-amber-950">
            <span className="block text-xs font-semibold">Changes requested by the client</span>
            {milestone.changesNote}
          </p>
        )}
        <Deliveries deliveries={milestone.deliveries} title={milestone.title} />
        {milestone.cancellation && (
          <CancellationRecord cancellation={milestone.cancellation} viewerRole={contract.viewerRole} />
        )}
        {milestone.payment && <PaymentRecord payment={milestone.payment} />}
        {milestone.dispute && (
          <DisputeRecord dispute={milestone.dispute} amount={milestone.amount} currency={contract.currency} />
        )}
        <MilestoneActions
          contract={contract}
          milestone={milestone}
          open={open}
          onOpenChange={setOpen}
          onDone={focus.arm}
        />
      </article>
    </li>
  );
}
