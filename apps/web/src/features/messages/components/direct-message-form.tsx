import { directConversationPath } from '@app/shared/messages/conversation-paths';
import type { CreateMessageBody } from '@app/shared/messages/messages.schemas';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useStartConversation } from '../api/start-conversation';
import { MessageBox } from './message-box';

interface DirectMessageFormProps {
  id: string;
  developerId: string;
  developerName: string;
  onCancel(): void;
}

/**
 * The first message to a developer (issue 41 §5). Sent, it opens the conversation in the inbox;
 * refused (blocked, the daily limit, a demo profile) or not sent, the text stays in the box with the
 * reason. One key per message: a retry never sends it twice.
 */
export function DirectMessageForm({ id, developerId, developerName, onCancel }: DirectMessageFormProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const idempotencyKey = useRef(newIdempotencyKey());

  const send = async ({ body }: CreateMessageBody) => {
    try {
      const result = await start.mutateAsync({ body: { developerId, body }, idempotencyKey: idempotencyKey.current });
      void navigate(directConversationPath(result.conversation.id));
    } catch (error) {
      // Refused: the next try is another request (a new key).
      if (error instanceof ApiRequestError) idempotencyKey.current = newIdempotencyKey();
      throw error;
    }
  };

  return (
    <MessageBox
      id={id}
      aria-label={`Message ${developerName}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
      recipientName={developerName}
      onSend={send}
      isSending={start.isPending}
      autoFocus
      actions={
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      }
    />
  );
}
