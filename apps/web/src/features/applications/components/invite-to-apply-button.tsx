import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useViewerId } from '../../../lib/viewer-id';
import { useMyOpenJobs } from '../api/get-my-jobs';
import { InviteDialog } from './invite-dialog';

export interface InvitableDeveloper {
  id: string;
  /** The developer's account; demo developers have none and cannot be invited. */
  userId: string | null;
  name: string;
}

/**
 * "Invite to apply" (issue 20 §5), for a visitor with open jobs, on anyone's profile but their
 * own and the demo developers' (no account to invite). Renders nothing otherwise.
 */
export function InviteToApplyButton({ developer }: { developer: InvitableDeveloper }) {
  const openJobs = useMyOpenJobs();
  const viewer = useViewerId();
  const [isOpen, setIsOpen] = useState(false);
  const jobs = openJobs.data ?? [];
  if (!developer.userId || jobs.length === 0 || !viewer.isSuccess || viewer.data === developer.userId) return null;

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        <MailPlus className="size-4" aria-hidden />
        Invite to apply<span className="sr-only"> ({developer.name})</span>
      </Button>
      <InviteDialog developer={developer} jobs={jobs} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
