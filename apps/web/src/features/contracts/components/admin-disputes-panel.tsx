import type { AdminDispute } from '@app/shared/contracts/contracts.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { contractsKeys } from '../api/contracts-keys';
import { useOpenDisputes } from '../api/list-disputes';
import { DisputeItem } from './dispute-item';
import { ResolveDisputeForm } from './resolve-dispute-form';

/**
 * The control center's disputes (issue 32 §3): the open ones, each resolved by the admin with a
 * release, a refund or a split, and a note both parties read. Shown only with the admin token.
 */
export function AdminDisputesPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const disputes = useOpenDisputes(token);
  const [resolving, setResolving] = useState<AdminDispute | null>(null);
  // A resolved dispute leaves the list with its button: the focus then goes to the panel's title.
  const focus = useFocusAfterDecision<HTMLHeadingElement>(`${disputes.data?.length ?? ''}:${resolving?.id ?? ''}`);

  // What was read with one token is not another's to show (the page remounts this per token).
  useEffect(() => () => queryClient.removeQueries({ queryKey: contractsKeys.adminDisputes() }), [queryClient]);

  return (
    <Card aria-labelledby="disputes-heading" role="region">
      <h2
        id="disputes-heading"
        ref={focus.ref}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
      >
        <Scale className="size-5 text-brand-600" aria-hidden />
        Open disputes
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Milestones a client or a developer disputed. Release pays the developer, refund returns the amount to the
        client, split divides it. Tokens and escrow by the platform move through the ledger (the developer’s share pays
        the platform’s fee); a payment made directly is only recorded.
      </p>
      <div className="mt-3">
        {disputes.isPending && <LoadingState label="Loading disputes..." />}
        {disputes.isError && (
          <ErrorBanner
            message={`The disputes could not be loaded. ${describeError(disputes.error)}`}
            onRetry={() => void disputes.refetch()}
          />
        )}
        {disputes.data &&
          (disputes.data.length === 0 ? (
            <EmptyState title="No open disputes">Nothing is waiting for your decision.</EmptyState>
          ) : (
            <ul aria-label="Open disputes" className="flex flex-col gap-3">
              {disputes.data.map((dispute) => (
                <DisputeItem key={dispute.id} dispute={dispute} onResolve={() => setResolving(dispute)} />
              ))}
            </ul>
          ))}
      </div>
      <Dialog
        open={resolving !== null}
        onOpenChange={(open) => !open && setResolving(null)}
        title={resolving ? `Resolve the dispute on “${resolving.milestone.title}”` : 'Resolve the dispute'}
        description={
          resolving ? `${resolving.contractTitle}. Opened by the ${resolving.openedBy}: ${resolving.reason}` : undefined
        }
      >
        {resolving && (
          <ResolveDisputeForm
            key={resolving.id}
            token={token}
            dispute={resolving}
            onDone={() => {
              focus.arm();
              setResolving(null);
            }}
            onCancel={() => setResolving(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}
