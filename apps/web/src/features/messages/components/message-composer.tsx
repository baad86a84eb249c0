import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { MESSAGE_MAX_LENGTH } from '@app/shared/messages/messages.constants';
import {
  type CreateMessageBody,
  CreateMessageBodySchema,
  type CreateMessageInput,
} from '@app/shared/messages/messages.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { isSendKey, SEND_KEY_HINT } from '../../../components/ui/send-key';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useCreateMessage } from '../api/create-message';

/**
 * Writes a message: validated with the shared schema ("Write a message first." / "A message is at
 * most 5,000 characters."), sent with an Idempotency-Key, queued in the outbox when the server
 * cannot be reached; a refused message stays in the box with the server's reason (a member who
 * blocks the writer: "This member does not accept messages from you."). Enter sends, Shift+Enter
 * adds a line (components/ui/send-key.ts).
 */
export function MessageComposer({
  conversation,
  recipientName,
}: {
  conversation: ConversationRef;
  recipientName: string;
}) {
  const form = useForm<CreateMessageInput, unknown, CreateMessageBody>({
    resolver: zodResolver(CreateMessageBodySchema),
    defaultValues: { body: '' },
  });
  const createMessage = useCreateMessage(conversation);
  const [failure, setFailure] = useState<string | null>(null);
  const length = (form.watch('body') ?? '').length;

  const nameGate = useDisplayNameGate('send');

  const submit = form.handleSubmit((body) => nameGate.run(() => void send(body)));

  const send = async (body: CreateMessageBody) => {
    setFailure(null);
    try {
      await createMessage.mutateAsync({ body, idempotencyKey: newIdempotencyKey() });
      // Sent, or waiting in the outbox where the thread shows it: either way the box is free again.
      form.reset({ body: '' });
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.errors.find((item) => item.path === 'body') : null;
      if (fieldError) form.setError('body', { message: fieldError.message });
      else setFailure(describeError(error, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-keeps-clear className="flex flex-col gap-2 border-t border-slate-200 p-3">
      <TextAreaField
        label={`Message to ${recipientName}`}
        hint={SEND_KEY_HINT}
        rows={3}
        showCounter
        currentLength={length}
        counterMax={MESSAGE_MAX_LENGTH}
        error={form.formState.errors.body?.message}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          void submit();
        }}
        {...form.register('body')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      {nameGate.prompt}
      <div className="flex justify-end">
        <Button type="submit" isLoading={createMessage.isPending}>
          <Send className="size-4" aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
