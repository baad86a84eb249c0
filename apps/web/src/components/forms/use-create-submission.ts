import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-error';
import type { SendResult } from '../../lib/outbox';
import { useDisplayNameGate } from '../display-name/use-display-name-gate';
import { notify } from '../ui/toast';

export interface SubmitFailure {
  message: string;
  detail?: string;
}

/** The toasts once the create is stored, or waiting on this device. */
export interface CreateNotices {
  sent: string;
  pending: string;
  pendingDetail: string;
}

function describeServerFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.errors.map((item) => item.message).join(', ') || error.serverMessage || undefined;
}

/**
 * Sends a create form's body (DESIGN.md §4, §6): once per Idempotency-Key, a new key after each
 * answer; a create the network loses waits in the outbox and says so; a refusal or failure
 * shows the form's message with the server's words beneath. What it creates is seen by others, so
 * a visitor without a name is asked for one first (`namePrompt`, issue 41 §1).
 */
export function useCreateSubmission<TBody, TData>({
  send,
  failedMessage,
  notices,
  onCreated,
  continueLabel,
}: {
  send(request: { body: TBody; idempotencyKey: string }): Promise<SendResult<TData>>;
  failedMessage: string;
  notices: CreateNotices;
  /** After the create: what the server stored, or null while it waits in the outbox. */
  onCreated(data: TData | null): void;
  /** Finishes the name question's "Save and …" ("post your question"). */
  continueLabel: string;
}) {
  const nameGate = useDisplayNameGate(continueLabel);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const sendCreate = async (body: TBody) => {
    setFailure(null);
    try {
      const result = await send({ body, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      if (result.status === 'sent') notify('success', notices.sent);
      else notify('info', notices.pending, notices.pendingDetail);
      onCreated(result.status === 'sent' ? result.data : null);
    } catch (error) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure({ message: failedMessage, detail: describeServerFailure(error) });
    }
  };

  const create = (body: TBody) => nameGate.run(() => void sendCreate(body));

  return { create, failure, clearFailure: () => setFailure(null), namePrompt: nameGate.prompt };
}
