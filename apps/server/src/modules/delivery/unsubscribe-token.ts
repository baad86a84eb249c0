import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  UNSUBSCRIBE_LINK_TTL_MS,
} from '@app/shared/delivery/delivery.constants';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findOrCreateServerKey } from './server-keys.repository.ts';

/** What a link turns off: one group's email, or every group that is on the daily digest. */
export type UnsubscribeScope = NotificationGroup | 'digest';
const SCOPES: readonly string[] = [...NOTIFICATION_GROUPS, 'digest'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signatureOf(secret: Buffer, userId: string, scope: string, expiry?: string): Buffer {
  const signed = expiry === undefined ? `unsubscribe:${userId}:${scope}` : `unsubscribe:${userId}:${scope}:${expiry}`;
  return createHmac('sha256', secret).update(signed).digest();
}

function isSignature(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * `<userId>.<scope>.<expiry>.<HMAC-SHA256>`, the expiry in seconds since 1970 (base 36), signed
 * with the rest: it works without signing in (RFC 8058 one-click) and does one thing only, until
 * UNSUBSCRIBE_LINK_TTL_MS after `now` (issue 40 §5). Nobody can make one for another member or
 * group, or move its expiry.
 */
export function signUnsubscribeToken(
  secret: Buffer,
  userId: string,
  scope: UnsubscribeScope,
  now = new Date(),
): string {
  const expiry = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_TTL_MS) / 1000).toString(36);
  return `${userId}.${scope}.${expiry}.${signatureOf(secret, userId, scope, expiry).toString('base64url')}`;
}

/**
 * The member and scope a token names; `expired` for one this server signed that ran out, or that
 * has no expiry (the three-part links of mails sent before expiries); null for anything else.
 */
export function readUnsubscribeToken(
  secret: Buffer,
  token: string,
  now = new Date(),
): { userId: string; scope: UnsubscribeScope } | 'expired' | null {
  const parts = token.split('.');
  const [userId, scope] = parts;
  if (!userId || !scope || !UUID.test(userId) || !SCOPES.includes(scope)) return null;
  if (parts.length === 3) return isSignature(parts[2] ?? '', signatureOf(secret, userId, scope)) ? 'expired' : null;
  const [, , expiry = '', signature = ''] = parts;
  if (parts.length !== 4 || !/^[0-9a-z]{1,10}$/.test(expiry)) return null;
  if (!isSignature(signature, signatureOf(secret, userId, scope, expiry))) return null;
  if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) return 'expired';
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
