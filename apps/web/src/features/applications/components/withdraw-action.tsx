import { availableTransitions } from '@app/shared/applications/application-rules';
import { APPLICATION_STATUS_LABELS } from '@app/shared/applications/applications.constants';
import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { applicationJobTitle } from '../application-labels';
import { DecisionDialog } from './decision-dialog';

/** The applicant's one move: withdraw, after a confirmation, while nothing is decided (issue 20 §3). */
export function WithdrawAction({ application }: { application: ApplicationDetail }) {
  const update = useUpdateApplicationStatus();
  const [isConfirming, setIsConfirming] = useState(false);
  const focus = useFocusAfterDecision<HTMLFieldSetElement>(`${application.status}:${isConfirming}`);
  const canWithdraw = availableTransitions(application.status, 'applicant').includes('withdrawn');
  const title = applicationJobTitle(application);

  return (
    <fieldset ref={focus.ref} tabIndex={-1} className="m-0 min-w-0 rounded-lg border-0 p-0 outline-none">
      <legend className="sr-only">{`Your application for ${title}: ${APPLICATION_STATUS_LABELS[application.status]}`}</legend>
      {canWithdraw && (
        <Button size="sm" variant="ghost" onClick={() => setIsConfirming(true)}>
          Withdraw<span className="sr-only"> the application for {title}</span>
        </Button>
      )}
      <DecisionDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Withdraw this application?"
        description={`The owner of “${title}” is told, and the application can no longer change.`}
        confirmLabel="Withdraw"
        variant="danger"
        onConfirm={async () => {
          await update.mutateAsync({ applicationId: application.id, status: 'withdrawn' });
          focus.arm();
          notify('success', 'Your application was withdrawn.');
        }}
      />
    </fieldset>
  );
}
