import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import type { ContractSummary } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { contractPath } from '@app/shared/navigation/marketplace-paths';
import { useId } from 'react';
import { Link } from 'react-router';
import { partiesLabel } from '../contract-labels';
import { ContractStatusBadge, NeedsActionBadge } from './status-badges';

/** One of my contracts: what, with whom, my side, where it stands and how far the milestones are. */
export function ContractCard({ contract }: { contract: ContractSummary }) {
  const headingId = useId();
  const { settled, total } = contract.milestoneCounts;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ContractStatusBadge status={contract.status} />
        {contract.needsMe && <NeedsActionBadge />}
      </div>
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {/* The whole card opens the contract; the link is its title. */}
        <Link to={contractPath(contract.id)} className="outline-none after:absolute after:inset-0 hover:underline">
          {contract.title}
        </Link>
      </h2>
      <p className="text-sm break-words text-slate-600">{partiesLabel(contract)}</p>
      <dl className="mt-auto grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900">{formatContractAmount(contract.total, contract.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Milestones settled</dt>
          <dd className="font-semibold text-slate-900">
            {settled} of {total}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        {contract.jobTitle && `For “${contract.jobTitle}” · `}Proposed {formatLongDate(contract.createdAt)}
      </p>
    </article>
  );
}
