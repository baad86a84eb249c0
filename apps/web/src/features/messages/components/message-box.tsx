import { MESSAGE_MAX_LENGTH } from '@app/shared/messages/messages.constants';
import {
  type CreateMessageBody,
  CreateMessageBodySchema,
  type CreateMessageInput,
} from '@app/shared/messages/messages.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type FormHTMLAttributes, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisplayNameGate } from '../../../components/display-name/use-display-name-gate';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { isSendKey, SEND_KEY_HINT } from '../../../components/ui/send-key';
import { ApiRequestError, describeError } from '../../../lib/api-error';

interface MessageBoxProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  recipientName: string;
  /** Sends the message; resolves once sent (or queued), rejects with why it was not. */
  onSend(body: CreateMessageBody): Promise<unknown>;
  isSending: boolean;
  autoFocus?: boolean;
  /** Buttons before Send (the first message's Cancel); with them the row is compact. */
  actions?: ReactNode;
}

/**
 * A box to write a message to someone: validated with the shared schema ("Write a message first." /
 * "A message is at most 5,000 characters."), asks for a display name first when there is none, and
 * Enter sends, Shift+Enter adds a line (components/ui/send-key.ts). Sent, the box empties; refused
 * or not sent, the text stays with the server's reason on its field or under it.
 */
export function MessageBox({ recipientName, onSend, isSending, autoFocus, actions, ...formProps }: MessageBoxProps) {
  const form = useForm<CreateMessageInput, unknown, CreateMessageBody>({
    resolver: zodResolver(CreateMessageBodySchema),
    defaultValues: { body: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const length = (form.watch('body') ?? '').length;
  const nameGate = useDisplayNameGate('send');

  const send = async (body: CreateMessageBody) => {
    setFailure(null);
    try {
      await onSend(body);
      form.reset({ body: '' });
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.errors.find((item) => item.path === 'body') : null;
      if (fieldError) form.setError('body', { message: fieldError.message });
      else setFailure(describeError(error, 'Your message could not be sent. Please try again.'));
    }
  };
  const submit = form.handleSubmit((body) => nameGate.run(() => void send(body)));

  return (
    <form {...formProps} onSubmit={submit} noValidate>
      <TextAreaField
        label={`Message to ${recipientName}`}
        hint={SEND_KEY_HINT}
        rows={3}
        autoFocus={autoFocus}
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
        {actions}
        <Button type="submit" size={actions ? 'sm' : undefined} isLoading={isSending}>
          <Send className="size-4" aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
