import type { ContractAction } from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { useState } from 'react';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { ContractActions } from './contract-actions';
import { ContractHeader } from './contract-header';
import { MilestoneTimeline } from './milestone-timeline';
import { ReviewsSection } from './reviews-section';

/** The developer's answer to a declined proposal, or what happened to a closed one. */
function ClosedNote({ contract }: { contract: Contract }) {
  if (contract.status !== 'declined' || !contract.decisionMessage) return null;
  return (
    <blockquote className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
      <span className="block text-xs font-semibold text-slate-600">Message from {contract.developer.name}</span>
      {contract.decisionMessage}
    </blockquote>
  );
}

/** One contract (issue 32 §6): terms, my moves on it, the milestones as a timeline and the reviews. */
export function ContractView({ contract }: { contract: Contract }) {
  const [open, setOpen] = useState<ContractAction | null>(null);
  // A move removes its own button (Accept, Withdraw...): the focus then goes to the title.
  const focus = useFocusAfterDecision<HTMLHeadingElement>(`${contract.status}:${open ?? ''}`);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <ContractHeader contract={contract} titleRef={focus.ref} />
        <ContractActions contract={contract} open={open} onOpenChange={setOpen} onDone={focus.arm} />
        <ClosedNote contract={contract} />
      </div>
      <section aria-labelledby="scope-heading" className="flex flex-col gap-2">
        <h2 id="scope-heading" className="text-xl font-semibold text-slate-900">
          Scope
        </h2>
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm break-words whitespace-pre-wrap text-slate-800 shadow-sm sm:p-5">
          {contract.scope}
        </p>
      </section>
      <MilestoneTimeline contract={contract} />
      <ReviewsSection contract={contract} />
    </div>
  );
}
