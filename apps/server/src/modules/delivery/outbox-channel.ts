/** One outbox row as a channel sends it (the push channel reads only recipient, payload and messageId). */
export interface OutboxDelivery {
  id: number;
  /** The same on every attempt: the mail's Message-ID, the push's Topic. */
  messageId: string;
  userId: string | null;
  kind: string;
  /** The email address, or the push subscription's id. */
  recipient: string;
  payload: Record<string, unknown>;
}

/**
 * Sends one row: resolves 'sent' once the receiving server accepted it, 'gone' when the recipient
 * no longer exists (a push subscription the push service forgot); throws when it may work later.
 */
export interface OutboxChannel {
  send(row: OutboxDelivery): Promise<'sent' | 'gone'>;
  /** Ends open connections (the SMTP pool); `force` also cuts a send in progress. */
  close?(options?: { force?: boolean }): void;
}

export interface OutboxChannels {
  email?: OutboxChannel;
  push?: OutboxChannel;
}
