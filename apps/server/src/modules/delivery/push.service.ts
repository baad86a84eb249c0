import { createPublicKey } from 'node:crypto';
import { deviceLabelOf } from '@app/shared/accounts/device-label';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { PushSubscriptionBody } from '@app/shared/delivery/delivery.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import {
  countPushSubscriptionsOfUser,
  deleteOldestPushSubscriptions,
  deletePushSubscriptionOfUser,
  listPushSubscriptionIdsOfUser,
  lockPushSubscriptionByEndpoint,
  upsertPushSubscription,
} from './push.repository.ts';
import { type EndpointProblem, endpointProblem } from './push-endpoint.ts';
import { vapidDetailsOf } from './push-keys.ts';

/** A member's devices with push on: a new one beyond this many replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER = 20;

const ENDPOINT_MESSAGES: Record<EndpointProblem, string> = {
  not_https: 'A push endpoint must be an https:// URL.',
  credentials: 'A push endpoint must not carry a user name or password.',
  port: 'A push endpoint must use the https port (443).',
  private_host: 'A push endpoint must be on a public host, not a local or private address.',
};

/** Another member's device: only the same browser subscription (its keys) may move it. */
export const PUSH_ENDPOINT_TAKEN = 'This push endpoint belongs to another device.';

const KEY_MESSAGES = {
  p256dh: 'keys.p256dh must be the base64url P-256 public key the browser gave (65 bytes).',
  auth: 'keys.auth must be the base64url authentication secret the browser gave (16 bytes).',
} as const;

/** The key fields that could never encrypt a push (checked now, not a day of retries later). */
function keyProblems(keys: PushSubscriptionBody['keys']): (keyof typeof KEY_MESSAGES)[] {
  const problems: (keyof typeof KEY_MESSAGES)[] = [];
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (!isPointOnP256(point)) problems.push('p256dh');
  if (Buffer.from(keys.auth, 'base64url').length < 16) problems.push('auth');
  return problems;
}

function isPointOnP256(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  const [x, y] = [point.subarray(1, 33).toString('base64url'), point.subarray(33).toString('base64url')];
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** The key browsers subscribe with (PushManager.subscribe's applicationServerKey). */
export async function pushPublicKey(db: Database, config: Config): Promise<string> {
  return (await vapidDetailsOf(db, config)).publicKey;
}

/**
 * Turns push on for the device behind `body` (POST /api/push/subscriptions). Refuses endpoints
 * the server must not call (push-endpoint.ts) and another member's endpoint with other keys; keeps at most MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
 * dropping the least recently registered devices.
 */
export async function subscribeToPush(
  db: Database,
  config: Config,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<void> {
  const problem = endpointProblem(body.endpoint, config.PUSH_ALLOW_HTTP);
  if (problem) {
    throw new AppError(400, API_ERROR_CODES.invalidInput, ENDPOINT_MESSAGES[problem], [
      { path: 'endpoint', message: ENDPOINT_MESSAGES[problem] },
    ]);
  }
  const badKeys = keyProblems(body.keys);
  if (badKeys.length > 0) {
    throw new AppError(
      400,
      API_ERROR_CODES.invalidInput,
      KEY_MESSAGES[badKeys[0] ?? 'p256dh'],
      badKeys.map((key) => ({ path: `keys.${key}`, message: KEY_MESSAGES[key] })),
    );
  }
  await inTransaction(db, async (tx) => {
    // An endpoint is a browser profile's. Whoever registers it again with the same keys is on that
    // profile (a shared browser, a new member): it moves to them. With other keys it is someone
    // else's endpoint, which would take their pushes away from them (issue 40 §5).
    const holder = await lockPushSubscriptionByEndpoint(tx, body.endpoint);
    if (holder && holder.userId !== userId && (holder.p256dh !== body.keys.p256dh || holder.auth !== body.keys.auth)) {
      throw new AppError(409, API_ERROR_CODES.conflict, PUSH_ENDPOINT_TAKEN);
    }
    await upsertPushSubscription(tx, {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      deviceLabel: deviceLabelOf(userAgent),
    });
    await deleteOldestPushSubscriptions(tx, userId, MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });
}

/** Turns push off for one of the member's devices; someone else's endpoint is left alone. */
export async function unsubscribeFromPush(db: Database, userId: string, endpoint: string): Promise<void> {
  await deletePushSubscriptionOfUser(db, userId, endpoint);
}

/** The member's devices with push on, newest first: one outbox row each (channel 'push'). */
export function pushSubscriptionIdsOf(db: Database, userId: string): Promise<string[]> {
  return listPushSubscriptionIdsOfUser(db, userId);
}

/** How many of the member's devices have push on (the settings' `pushDevices`). */
export function countPushDevices(db: Database, userId: string): Promise<number> {
  return countPushSubscriptionsOfUser(db, userId);
}
