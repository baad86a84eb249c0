import { availableTransitions } from '@app/shared/applications/application-rules';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationTargetStatus,
} from '@app/shared/applications/applications.constants';
import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useFocusAfterDecision } from '../../../lib/use-focus-after-decision';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { applicantName } from '../application-labels';
import { DecisionDialog } from './decision-dialog';

type Confirmable = Exclude<ApplicationTargetStatus, 'shortlisted' | 'withdrawn'>;

const DONE: Record<ApplicationTargetStatus, (name: string) => string> = {
  shortlisted: (name) => `${name} is on your shortlist.`,
  hired: (name) => `You hired ${name}.`,
  declined: (name) => `You declined ${name}.`,
  withdrawn: () => 'Application withdrawn.',
};

/**
 * The owner's moves for one application, as the shared rules allow them (issue 20 §3): Shortlist
 * at once, Hire after a confirmation, Decline with an optional message. A refusal (409: another
 * applicant was hired meanwhile) is shown as the server words it.
 */
export function DecisionActions({ application }: { application: ApplicationDetail }) {
  const update = useUpdateApplicationStatus();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = applicantName(application);
  const moves = application.job ? availableTransitions(application.status, 'owner') : [];
  const focus = useFocusAfterDecision<HTMLFieldSetElement>(`${application.status}:${confirming ?? ''}`);

  const decide = async (status: ApplicationTargetStatus, message?: string) => {
    await update.mutateAsync({ applicationId: application.id, status, message });
    focus.arm();
    notify('success', DONE[status](name));
  };

  const shortlist = async () => {
    setFailure(null);
    try {
      await decide('shortlisted');
    } catch (error) {
      setFailure(describeError(error, 'The applicant could not be shortlisted. Please try again.'));
    }
  };

  if (!application.job) return null;
  return (
    <div className="flex flex-col gap-2">
      <fieldset
        ref={focus.ref}
        tabIndex={-1}
        className="m-0 flex min-w-0 flex-wrap gap-2 rounded-lg border-0 p-0 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <legend className="sr-only">{`Decisions about ${name}: ${APPLICATION_STATUS_LABELS[application.status]}`}</legend>
        {moves.includes('shortlisted') && (
          <Button size="sm" variant="secondary" isLoading={update.isPending} onClick={() => void shortlist()}>
            Shortlist<span className="sr-only"> {name}</span>
          </Button>
        )}
        {moves.includes('hired') && (
          <Button size="sm" onClick={() => setConfirming('hired')}>
            Hire<span className="sr-only"> {name}</span>
          </Button>
        )}
        {moves.includes('declined') && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming('declined')}>
            Decline<span className="sr-only"> {name}</span>
          </Button>
        )}
      </fieldset>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <DecisionDialog
        open={confirming === 'hired'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Hire ${name}?`}
        description={`The job is then filled and takes no new applications. ${name} is told they were hired, and you can propose a contract to them.`}
        confirmLabel="Hire"
        onConfirm={() => decide('hired')}
      />
      <DecisionDialog
        open={confirming === 'declined'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Decline ${name}?`}
        description="The applicant is told that their application was declined."
        confirmLabel="Decline"
        variant="danger"
        messageLabel="Message to the applicant"
        onConfirm={(message) => decide('declined', message)}
      />
    </div>
  );
}
