import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useDeclineOthers } from '../api/decline-others';
import { useHasUndecidedApplications } from '../api/get-job-applications';
import { DecisionDialog } from './decision-dialog';

/**
 * Once someone is hired, the others are left as they are until the owner answers them (issue 20
 * §3): while any still waits, this offers to decline them all in one go.
 */
export function DeclineOthersNotice({ jobId, isFilled }: { jobId: string; isFilled: boolean }) {
  const undecided = useHasUndecidedApplications(jobId, isFilled);
  const declineOthers = useDeclineOthers();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!isFilled || undecided.data !== true) return null;

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="flex-1">You have hired someone for this job. Other applicants are still waiting for an answer.</p>
      <Button size="sm" variant="secondary" onClick={() => setIsConfirming(true)}>
        Decline the others
      </Button>
      <DecisionDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Decline every other applicant?"
        description="Every application still submitted or shortlisted is declined, and each applicant is told."
        confirmLabel="Decline the others"
        variant="danger"
        messageLabel="Message to the applicants"
        onConfirm={async (message) => {
          const declined = await declineOthers.mutateAsync({ jobId, message });
          notify('success', `Declined ${declined} ${declined === 1 ? 'application' : 'applications'}.`);
        }}
      />
    </div>
  );
}
