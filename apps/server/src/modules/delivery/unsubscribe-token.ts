import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@app/shared/delivery/delivery.constants';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findOrCreateServerKey } from './server-keys.repository.ts';

/** What a link turns off: one group's email, or every group that is on the daily digest. */
export type UnsubscribeScope = NotificationGroup | 'digest';
const SCOPES: readonly string[] = [...NOTIFICATION_GROUPS, 'digest'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: Buffer, userId: string, scope: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest();
}

/**
 * `<userId>.<scope>.<HMAC-SHA256>`: it works without signing in (RFC 8058 one-click) and does one
 * thing only, so it never expires; nobody can make one for another member or another group.
 */
export function signUnsubscribeToken(secret: Buffer, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signatureOf(secret, userId, scope).toString('base64url')}`;
}

/** The member and scope a token names, or null for anything not signed with `secret`. */
export function readUnsubscribeToken(
  secret: Buffer,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, signature, extra] = token.split('.');
  if (!userId || !scope || !signature || extra !== undefined) return null;
  if (!UUID.test(userId) || !SCOPES.includes(scope)) return null;
  const expected = signatureOf(secret, userId, scope);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}

const secrets = new WeakMap<Database, Promise<Buffer>>();

/**
 * UNSUBSCRIBE_SECRET, or a secret made once and kept in server_keys, so that every process on the
 * database signs and reads the same links (read once per database handle).
 */
export function unsubscribeSecret(db: Database, config: Pick<Config, 'UNSUBSCRIBE_SECRET'>): Promise<Buffer> {
  if (config.UNSUBSCRIBE_SECRET) return Promise.resolve(Buffer.from(config.UNSUBSCRIBE_SECRET));
  let secret = secrets.get(db);
  if (!secret) {
    secret = findOrCreateServerKey(db, 'unsubscribe', () => ({ secret: randomBytes(32).toString('base64url') })).then(
      (value) => Buffer.from(value.secret ?? '', 'base64url'),
    );
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}
