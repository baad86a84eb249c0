import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useCreateMessage } from '../api/create-message';
import { MessageBox } from './message-box';

/**
 * Writes the next message of a conversation, sent with an Idempotency-Key and queued in the outbox
 * when the server cannot be reached (the thread shows it waiting: the box is free again either way);
 * a refused message stays in the box with the server's reason (a member who blocks the writer:
 * "This member does not accept messages from you.").
 */
export function MessageComposer({
  conversation,
  recipientName,
}: {
  conversation: ConversationRef;
  recipientName: string;
}) {
  const createMessage = useCreateMessage(conversation);
  return (
    <MessageBox
      recipientName={recipientName}
      onSend={(body) => createMessage.mutateAsync({ body, idempotencyKey: newIdempotencyKey() })}
      isSending={createMessage.isPending}
      data-keeps-clear
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
    />
  );
}
