import type { MyJob } from '@app/shared/applications/applications.schemas';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DemoProfileNote } from './demo-profile-note';
import { InviteDialog } from './invite-dialog';
import type { InvitableDeveloper } from './invite-to-apply-button';

interface InviteToJobButtonProps {
  job: Pick<MyJob, 'id' | 'title'>;
  developer: InvitableDeveloper;
  onInvited?(): void;
}

/**
 * "Invite" for one known job (its suggested developers, issue 33): the directory's invitation
 * dialog with that job alone. Demo developers have no account to invite: DemoProfileNote instead.
 */
export function InviteToJobButton({ job, developer, onInvited }: InviteToJobButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
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
      />
    </>
  );
}
