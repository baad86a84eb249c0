import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useViewerId } from '../../../lib/viewer-id';
import { useMyOpenJobs } from '../api/get-my-jobs';
import { DemoProfileNote } from './demo-profile-note';
import { InviteDialog } from './invite-dialog';

export interface InvitableDeveloper {
  id: string;
  /** The developer's account; demo developers have none and cannot be invited. */
  userId: string | null;
  name: string;
}

/**
 * "Invite to a job" (issue 20 §5, issue 41 §5) on anyone's profile but the viewer's own: a picker
 * of the viewer's open jobs, or, with none, a link to post one. A demo developer (no account)
 * shows DemoProfileNote instead.
 */
export function InviteToApplyButton({ developer }: { developer: InvitableDeveloper }) {
  const openJobs = useMyOpenJobs();
  const viewer = useViewerId();
  const [isOpen, setIsOpen] = useState(false);
  if (!developer.userId) return <DemoProfileNote />;
  if (viewer.data === developer.userId) return null;

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        <MailPlus className="size-4" aria-hidden />
        Invite to a job<span className="sr-only"> ({developer.name})</span>
      </Button>
      <InviteDialog
        developer={developer}
        jobs={openJobs.data ?? []}
        isLoadingJobs={openJobs.isPending}
        open={isOpen}
        onOpenChange={setIsOpen}
      />
    </>
  );
}
