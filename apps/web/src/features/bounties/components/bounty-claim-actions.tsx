import type { Bounty } from '@app/shared/bounties/bounties.schemas';
import { Hand, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useClaimBounty } from '../api/claim-bounty';
import { useReleaseBountyClaim } from '../api/release-bounty-claim';

/**
 * Claim Bounty on an Open, unclaimed bounty; Release claim on the caller's own. The server
 * decides (409 with its reason: taken, not Open, too many claims), and that reason is shown.
 */
export function BountyClaimActions({ bounty, onProblem }: { bounty: Bounty; onProblem(message: string | null): void }) {
  const claim = useClaimBounty();
  const release = useReleaseBountyClaim();

  if (bounty.status === 'Open' && bounty.claim === 'none') {
    return (
      <Button
        size="sm"
        variant="secondary"
        isLoading={claim.isPending}
        aria-label={`Claim Bounty: ${bounty.title}`}
        onClick={() => {
          onProblem(null);
          claim.mutate(bounty.id, {
            onSuccess: () => notify('success', `You claimed "${bounty.title}".`, 'Submit your work when it is ready.'),
            onError: (error) => onProblem(describeError(error)),
          });
        }}
      >
        <Hand className="size-4" aria-hidden />
        Claim Bounty
      </Button>
    );
  }
  // Only an Open bounty can be released; once work is handed in, the claim stays with the work.
  if (bounty.claim === 'mine' && bounty.status === 'Open') {
    return (
      <Button
        size="sm"
        variant="ghost"
        isLoading={release.isPending}
        aria-label={`Release claim: ${bounty.title}`}
        onClick={() => {
          onProblem(null);
          release.mutate(bounty.id, {
            onSuccess: () => notify('info', `You released your claim on "${bounty.title}".`),
            onError: (error) => onProblem(describeError(error)),
          });
        }}
      >
        <Undo2 className="size-4" aria-hidden />
        Release claim
      </Button>
    );
  }
  return null;
}
