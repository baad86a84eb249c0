import webPush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findServerKey, insertServerKeyIfAbsent } from './push.repository.ts';

/**
 * The server's VAPID identity (issue 34 §4): the key pair every push is signed with, and the
 * contact (`sub`) push services may write to. Browsers bind each subscription to the public key
 * they were given, so the pair must never change once subscriptions exist (docs/operations.md).
 */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The row of `server_keys` that keeps a generated pair. */
export const VAPID_KEY_NAME = 'vapid';

/** Stored pairs read once per database handle: the pair never changes while a process runs. */
const storedPairs = new WeakMap<Database, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise the one made
 * by the first process that needed it and stored in `server_keys`. Two processes starting at once
 * both try to insert theirs; only the first insert counts and both read back the same row.
 */
export async function vapidDetailsOf(db: Database, config: Config): Promise<VapidDetails> {
  const subject = config.VAPID_SUBJECT ?? defaultSubject(config.PUBLIC_ORIGIN);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then makes a pair).');
  }
  let pair = storedPairs.get(db);
  if (pair === undefined) {
    pair = loadOrCreateStoredPair(db);
    storedPairs.set(db, pair);
    // A failed read (the database was down) is tried again next time, not remembered.
    pair.catch(() => storedPairs.delete(db));
  }
  return { ...(await pair), subject };
}

async function loadOrCreateStoredPair(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const existing = await findServerKey(db, VAPID_KEY_NAME);
  if (!isKeyPair(existing)) {
    const made = webPush.generateVAPIDKeys();
    await insertServerKeyIfAbsent(db, VAPID_KEY_NAME, { publicKey: made.publicKey, privateKey: made.privateKey });
  }
  const stored = existing ?? (await findServerKey(db, VAPID_KEY_NAME));
  if (!isKeyPair(stored)) throw new Error(`server_keys row '${VAPID_KEY_NAME}' does not hold a key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

function isKeyPair(value: Record<string, string> | null): value is { publicKey: string; privateKey: string } {
  return typeof value?.publicKey === 'string' && typeof value.privateKey === 'string';
}

/**
 * The contact push services see when VAPID_SUBJECT is unset: an https origin itself, else
 * `mailto:admin@<host>` (web-push accepts only https: and mailto: subjects).
 */
export function defaultSubject(publicOrigin: string): string {
  const origin = new URL(publicOrigin);
  return origin.protocol === 'https:' ? origin.origin : `mailto:admin@${origin.hostname}`;
}
