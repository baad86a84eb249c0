import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { MilestoneItem } from './milestone-item';

/** The milestones in their order, as a timeline (issue 32 §6). */
export function MilestoneTimeline({ contract }: { contract: Contract }) {
  const milestones = [...contract.milestones].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="milestones-heading" className="flex flex-col gap-3">
      <h2 id="milestones-heading" className="text-xl font-semibold text-slate-900">
        Milestones
      </h2>
      <ol
        aria-label="Milestones"
        className="relative flex flex-col gap-4 before:absolute before:top-4 before:bottom-4 before:left-3.5 before:w-px before:bg-slate-200"
      >
        {milestones.map((milestone, index) => (
          <MilestoneItem key={milestone.id} contract={contract} milestone={milestone} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}
