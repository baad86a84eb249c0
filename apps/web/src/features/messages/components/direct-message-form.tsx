import { directConversationPath } from '@app/shared/messages/conversation-paths';
import { MESSAGE_MAX_LENGTH } from '@app/shared/messages/messages.constants';
import {
  type CreateMessageBody,
  CreateMessageBodySchema,
  type CreateMessageInput,
} from '@app/shared/messages/messages.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { isSendKey, SEND_KEY_HINT } from '../../../components/ui/send-key';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useStartConversation } from '../api/start-conversation';

interface DirectMessageFormProps {
  id: string;
  developerId: string;
  developerName: string;
  onCancel(): void;
}

/**
 * The first message to a developer (issue 41 §5), validated with the shared schema. Sent, it opens
 * the conversation in the inbox; refused (blocked, the daily limit, a demo profile) or not sent,
 * the text stays in the box with the reason. One key per message: a retry never sends it twice.
 */
export function DirectMessageForm({ id, developerId, developerName, onCancel }: DirectMessageFormProps) {
  const form = useForm<CreateMessageInput, unknown, CreateMessageBody>({
    resolver: zodResolver(CreateMessageBodySchema),
    defaultValues: { body: '' },
  });
  const start = useStartConversation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const length = (form.watch('body') ?? '').length;

  const nameGate = useDisplayNameGate('send');

  const submit = form.handleSubmit((values) => nameGate.run(() => void send(values)));

  const send = async ({ body }: CreateMessageBody) => {
    setFailure(null);
    try {
      const result = await start.mutateAsync({
        body: { developerId, body },
        idempotencyKey: idempotencyKey.current,
      });
      void navigate(directConversationPath(result.conversation.id));
    } catch (error) {
      // Refused: the next try is another request (a new key), the text kept.
      if (error instanceof ApiRequestError) idempotencyKey.current = newIdempotencyKey();
      const fieldError = error instanceof ApiRequestError ? error.errors.find((item) => item.path === 'body') : null;
      if (fieldError) form.setError('body', { message: fieldError.message });
      else setFailure(describeError(error, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={`Message ${developerName}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
    >
      <TextAreaField
        label={`Message to ${developerName}`}
        hint={SEND_KEY_HINT}
        rows={3}
        autoFocus
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={start.isPending}>
          <Send className="size-4" aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
