import { NOTIFICATION_GROUPS, notificationGroupOf } from '@app/shared/delivery/delivery.constants';
import { NOTIFICATION_KINDS } from '@app/shared/notifications/notifications.constants';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { listUnreadNotifications } from '../notifications/notifications.service.ts';
import { claimDigest, type DigestCandidate, listDigestCandidates } from './digest.repository.ts';
import { renderDigestMail } from './mail-templates.ts';
import { mergeGroupSettings } from './notification-settings.service.ts';
import { queueOutboxRow } from './outbox.repository.ts';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.ts';

/** A digest lists at most this many notifications (and says when more are waiting). */
export const DIGEST_MAX_ITEMS = 20;
/** Members looked at per statement. */
const CANDIDATES_PER_PAGE = 200;

/**
 * The daily digest (issue 34 §3): for every member whose digest hour it is at `now` in their time
 * zone, with a verified address, some group on `digest` and no digest in the last 23 hours, queues
 * ONE mail listing their unread notifications of those groups, newest first. Nothing is queued when
 * nothing is unread, but the day is marked either way. Returns how many digests were queued.
 */
export async function queueDueDigests(db: Database, config: Config, now = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    const candidates = await listDigestCandidates(db, now, CANDIDATES_PER_PAGE);
    for (const candidate of candidates) if (await queueDigestOf(db, config, candidate, now)) queued += 1;
    if (candidates.length < CANDIDATES_PER_PAGE) return queued;
  }
}

async function queueDigestOf(db: Database, config: Config, candidate: DigestCandidate, now: Date): Promise<boolean> {
  const groups = mergeGroupSettings(candidate.groups);
  const digestGroups = NOTIFICATION_GROUPS.filter((group) => groups[group].email === 'digest');
  const kinds = NOTIFICATION_KINDS.filter((kind) => digestGroups.includes(notificationGroupOf(kind)));
  const unread = await listUnreadNotifications(db, candidate.userId, { kinds, limit: DIGEST_MAX_ITEMS + 1 });
  const secret = await unsubscribeSecret(db, config);
  return inTransaction(db, async (tx) => {
    if (!(await claimDigest(tx, candidate.userId, now))) return false;
    if (unread.length === 0) return false;
    const mail = renderDigestMail({
      origin: config.PUBLIC_ORIGIN,
      notices: unread.slice(0, DIGEST_MAX_ITEMS),
      hasMore: unread.length > DIGEST_MAX_ITEMS,
      groups: digestGroups,
      token: signUnsubscribeToken(secret, candidate.userId, 'digest'),
    });
    await queueOutboxRow(tx, {
      userId: candidate.userId,
      channel: 'email',
      kind: 'digest',
      recipient: candidate.email,
      payload: { ...mail },
    });
    return true;
  });
}
