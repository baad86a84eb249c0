import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import type { SendResult } from '../../../lib/outbox';
import type { SaveOutcome } from '../components/wizard/save-outcome';

type Send<TBody> = (request: { body: TBody; idempotencyKey: string }) => Promise<SendResult<unknown>>;

/**
 * Saves a wizard honestly (DESIGN.md §6): one Idempotency-Key per attempt, reused if the same
 * save is sent again; an outage keeps it in the outbox as pending; a refusal shows the server's
 * words and field errors, and the corrected save is a new attempt.
 */
export function useWizardSave<TBody>(send: Send<TBody>, failedMessage: string) {
  const idempotencyKey = useRef(newIdempotencyKey());
  const [outcome, setOutcome] = useState<SaveOutcome>({ status: 'idle' });
  const [isSaving, setIsSaving] = useState(false);

  const save = async (body: TBody): Promise<SaveOutcome> => {
    setIsSaving(true);
    let next: SaveOutcome;
    try {
      const result = await send({ body, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      next = { status: result.status === 'sent' ? 'saved' : 'pending' };
    } catch (error) {
      if (error instanceof ApiRequestError) {
        idempotencyKey.current = newIdempotencyKey();
        next = { status: 'rejected', message: error.serverMessage ?? failedMessage, errors: error.errors };
      } else {
        next = { status: 'failed', message: failedMessage };
      }
    } finally {
      setIsSaving(false);
    }
    setOutcome(next);
    return next;
  };

  return { outcome, save, isSaving, reset: () => setOutcome({ status: 'idle' }) };
}
