import type { MyJob } from '@app/shared/applications/applications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { applicationsKeys } from '../api/applications-keys';
import { DemoProfileNote } from './demo-profile-note';
import { InviteDialog } from './invite-dialog';
import type { InvitableDeveloper } from './invite-to-apply-button';

interface InviteToJobButtonProps {
  job: Pick<MyJob, 'id' | 'title'>;
  developer: InvitableDeveloper;
  onInvited?(): void;
  /** The server refused it as out of date (InviteDialog's `onRefused`). */
  onRefused?(): void;
}

/**
 * "Invite" for one known job (its suggested developers, issue 33): the directory's invitation
 * dialog with that job alone. Demo developers have no account to invite: DemoProfileNote instead.
 */
export function InviteToJobButton({ job, developer, onInvited, onRefused }: InviteToJobButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  if (!developer.userId) return <DemoProfileNote />;

  return (
    <>
      <Button size="sm" onClick={() => setIsOpen(true)}>
        <MailPlus className="size-4" aria-hidden />
        Invite<span className="sr-only"> {developer.name}</span>
      </Button>
      <InviteDialog
        developer={developer}
        jobs={[job]}
        open={isOpen}
        onOpenChange={setIsOpen}
        onInvited={() => onInvited?.()}
        onRefused={() => {
          // Refused because they applied meanwhile (the page had not heard): the job's applicants too are read again.
          void queryClient.invalidateQueries({ queryKey: applicationsKeys.jobLists(job.id) });
          onRefused?.();
        }}
      />
    </>
  );
}
