import type { ContractSummary } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { contractPath } from '@app/shared/navigation/marketplace-paths';
import { Link } from 'react-router';
import { ContractStatusBadge } from './status-badges';

/** Proposals of this application that were declined or withdrawn, to read before proposing again. */
export function EarlierProposals({ contracts }: { contracts: ContractSummary[] }) {
  if (contracts.length === 0) return null;
  return (
    <section aria-labelledby="earlier-heading" className="flex flex-col gap-2">
      <h2 id="earlier-heading" className="text-base font-semibold text-slate-900">
        Earlier proposals
      </h2>
      <ul className="flex flex-col gap-2">
        {contracts.map((contract) => (
          <li key={contract.id} className="flex flex-wrap items-center gap-2 text-sm">
            <ContractStatusBadge status={contract.status} />
            <Link to={contractPath(contract.id)} className="font-medium break-words text-brand-700 hover:underline">
              {contract.title}
            </Link>
            <span className="text-slate-500">proposed {formatLongDate(contract.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
