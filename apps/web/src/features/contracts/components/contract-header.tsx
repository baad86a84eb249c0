import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { inboxPath } from '@app/shared/messages/conversation-paths';
import { developerPagePath, MARKETPLACE_PATHS, memberPath } from '@app/shared/navigation/marketplace-paths';
import { Info, MessageSquare, ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { viewerRoleLabel } from '../contract-labels';
import { ContractStatusBadge } from './status-badges';

/**
 * Where the two parties talk (issue 41 §5): the hired application's thread, open in the inbox
 * beside the others, for either side (no longer the applicants page).
 */
function conversationPath(contract: Contract): string | null {
  if (!contract.applicationId) return null;
  if (contract.viewerRole === 'client' || contract.viewerRole === 'developer') return inboxPath(contract.applicationId);
  return null;
}

/** The contract's title block: status, parties, total and currency, and the way to the conversation. */
export function ContractHeader({ contract, titleRef }: { contract: Contract; titleRef: Ref<HTMLHeadingElement> }) {
  const conversation = conversationPath(contract);
  const other = contract.viewerRole === 'client' ? contract.developer.name : contract.client.name;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words text-slate-900 outline-none sm:text-3xl"
          >
            {contract.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {contract.jobTitle && <>For the job “{contract.jobTitle}” · </>}
            {viewerRoleLabel(contract)}
          </p>
        </div>
        <ContractStatusBadge status={contract.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Client</dt>
          <dd className="font-medium break-words text-slate-900">
            {/* Each party's page (issue 41 §2): the client's member page, the developer's profile. */}
            {contract.client.userId ? (
              <Link to={memberPath(contract.client.userId)} className="text-brand-700 hover:underline">
                {contract.client.name}
              </Link>
            ) : (
              contract.client.name
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Developer</dt>
          <dd className="font-medium break-words text-slate-900">
            {contract.developer.profileId ? (
              <Link to={developerPagePath(contract.developer.profileId)} className="text-brand-700 hover:underline">
                {contract.developer.name}
              </Link>
            ) : (
              contract.developer.name
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900">{formatContractAmount(contract.total, contract.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{contract.acceptedAt ? 'Accepted' : 'Proposed'}</dt>
          <dd className="font-medium text-slate-900">{formatLongDate(contract.acceptedAt ?? contract.createdAt)}</dd>
        </div>
      </dl>
      {contract.paymentRail === 'bank_transfer' && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
          <ShieldCheck className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="font-semibold">Escrow by the platform. </span>
            {contract.viewerRole === 'developer'
              ? `The client pays each milestone into the platform’s escrow before you start; you are paid on approval, less the platform’s ${contract.feePercent}% fee.`
              : `You pay each milestone into the platform’s escrow by bank transfer; it is released to the developer when you approve it, less the platform’s ${contract.feePercent}% fee.`}
          </span>
          <Link
            to={contract.viewerRole === 'developer' ? MARKETPLACE_PATHS.earnings : MARKETPLACE_PATHS.billing}
            className="font-medium text-emerald-900 underline"
          >
            {contract.viewerRole === 'developer' ? 'Earnings' : 'Billing'}
          </Link>
        </p>
      )}
      {contract.paymentRail === 'direct' && (
        <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Paid in {contract.currency}, outside the platform. </span>
            {CONTRACT_MESSAGES.notCurrencyOnPage}
          </span>
        </p>
      )}
      {conversation && (
        <Link to={conversation} className={`${buttonClassName('secondary', 'sm')} self-start`}>
          <MessageSquare className="size-4" aria-hidden />
          Conversation with {other}
        </Link>
      )}
    </header>
  );
}
