import { DIRECT_MESSAGES } from '@app/shared/messages/direct-messages.constants';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useViewerId } from '../../../lib/viewer-id';
import { DirectMessageForm } from './direct-message-form';

export interface MessageDeveloperButtonProps {
  /** The developer profile's id (what POST /api/conversations takes). */
  developerId: string;
  developerName: string;
  /** A seeded demo profile has no account to read messages: the button is replaced by why. */
  isDemo: boolean;
  /** The profile's account, when known: nobody is offered to message themselves. */
  developerUserId?: string | null;
}

/**
 * "Message <name>" on a developer's profile (issue 41 §5): opens a box in place to write the first
 * message (no application needed), and once it is sent goes to the conversation in the inbox.
 */
export function MessageDeveloperButton({
  developerId,
  developerName,
  isDemo,
  developerUserId,
}: MessageDeveloperButtonProps) {
  const [isWriting, setIsWriting] = useState(false);
  const openerId = useId();
  const formId = useId();
  const viewer = useViewerId();
  if (developerUserId && viewer.data === developerUserId) return null;
  if (isDemo) return <p className="text-sm text-slate-600">{DIRECT_MESSAGES.demoProfile}</p>;

  const stopWriting = () => {
    setIsWriting(false);
    // The box goes; the focus goes back to what opened it.
    requestAnimationFrame(() => document.getElementById(openerId)?.focus());
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-2">
      <Button
        id={openerId}
        variant="secondary"
        size="sm"
        className="self-start"
        aria-expanded={isWriting}
        aria-controls={isWriting ? formId : undefined}
        onClick={() => setIsWriting((value) => !value)}
      >
        <MessageSquare className="size-4" aria-hidden />
        Message {developerName}
      </Button>
      {isWriting && (
        <DirectMessageForm id={formId} developerId={developerId} developerName={developerName} onCancel={stopWriting} />
      )}
    </div>
  );
}
