import http from 'node:http';
import https from 'node:https';
import { PushPayloadSchema } from '@app/shared/delivery/delivery.schemas';
import webPush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { deletePushSubscriptionById, findPushSubscriptionById } from './push.repository.ts';
import { endpointProblem, publicOnlyLookup } from './push-endpoint.ts';
import { vapidDetailsOf } from './push-keys.ts';

/** A push service keeps an undelivered push this long (the device may be off). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Longest wait for a push service's answer; the outbox sender retries after a failure. */
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushOutboxRow {
  /** A push_subscriptions.id. */
  recipient: string;
  /** title, body, link and tag (PushPayloadSchema). */
  payload: Record<string, unknown>;
  /** The outbox row's id, the same on every retry: the push's Topic. */
  messageId: string;
}

export interface PushChannel {
  /** 'sent', or 'gone' when the device has no subscription any more (now removed); throws to retry. */
  send(row: PushOutboxRow): Promise<'sent' | 'gone'>;
}

/** A push service's refusal other than 404/410: the outbox sender retries it. */
export class PushServiceError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`The push service answered ${statusCode}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

/**
 * Sends outbox rows of channel 'push' (issue 34 §4): the payload encrypted for the device
 * (aes128gcm, RFC 8291) and signed with the server's VAPID key (RFC 8292) by `web-push`, posted by
 * us so that no connection reaches a private address (push-endpoint.ts). An endpoint that answers
 * 404 or 410 is removed.
 */
export function createPushChannel(db: Database, config: Config): PushChannel {
  return {
    async send(row) {
      const subscription = await findPushSubscriptionById(db, row.recipient);
      if (!subscription) return 'gone';
      const problem = endpointProblem(subscription.endpoint, config.PUSH_ALLOW_HTTP);
      if (problem) {
        // Saved before the rules (or PUSH_ALLOW_HTTP) changed: it can never be sent to.
        await deletePushSubscriptionById(db, subscription.id);
        return 'gone';
      }
      const payload = PushPayloadSchema.parse(row.payload);
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: await vapidDetailsOf(db, config),
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          topic: topicOf(row.messageId),
        },
      );
      const answer = await post(request.endpoint, request.headers, request.body, config.PUSH_ALLOW_HTTP);
      if (answer.statusCode === 404 || answer.statusCode === 410) {
        await deletePushSubscriptionById(db, subscription.id);
        return 'gone';
      }
      if (answer.statusCode < 200 || answer.statusCode > 299)
        throw new PushServiceError(answer.statusCode, answer.body);
      return 'sent';
    },
  };
}

/**
 * A Topic (at most 32 base64url characters) from the outbox row's id: a retry of the same push
 * replaces the copy a push service still holds instead of arriving twice. A UUID without its
 * hyphens is 32 hex characters; anything else gets no topic.
 */
export function topicOf(messageId: string): string | undefined {
  const compact = messageId.replaceAll('-', '');
  return /^[A-Za-z0-9_-]{1,32}$/.test(compact) ? compact : undefined;
}

/** POSTs the encrypted push; resolves with any answer, rejects when none came in time. */
function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  allowPrivate: boolean,
): Promise<{ statusCode: number; body: string }> {
  const url = new URL(endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers,
        timeout: PUSH_TIMEOUT_MS,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < 4096) text += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`The push service did not answer in ${PUSH_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
