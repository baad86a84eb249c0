import type { GroupSetting, NotificationGroup } from '@app/shared/delivery/delivery.constants';
import { DEFAULT_DIGEST_HOUR } from '@app/shared/delivery/delivery.constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountEmails, notificationSettings } from './delivery.tables.ts';

/** At most one digest per this long (a day, less an hour of slack for the minute the job runs in). */
const DIGEST_GAP = sql`interval '23 hours'`;

export interface DigestCandidate {
  userId: string;
  email: string;
  groups: Partial<Record<NotificationGroup, GroupSetting>>;
}

/**
 * Members with a verified address whose digest hour it is in their time zone at `now`, and who had
 * no digest in the last 23 hours (members without settings: the default hour, UTC).
 */
export async function listDigestCandidates(db: Database, now: Date, limit: number): Promise<DigestCandidate[]> {
  const result = (await db.execute(sql`
    select e.user_id as "userId", e.email, coalesce(s.groups, '{}'::jsonb) as groups
    from ${accountEmails} e left join ${notificationSettings} s on s.user_id = e.user_id
    where e.verified_at is not null and e.email is not null
      and extract(hour from (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, 'UTC')))::int
        = coalesce(s.digest_hour, ${DEFAULT_DIGEST_HOUR})
      and (s.last_digest_at is null or s.last_digest_at <= ${now.toISOString()}::timestamptz - ${DIGEST_GAP})
    order by e.user_id
    limit ${limit}`)) as unknown as { rows: DigestCandidate[] };
  return result.rows;
}

/**
 * Marks today's digest as the member's, in one statement; false when another run has already
 * taken it (within the last 23 hours).
 */
export async function claimDigest(db: Database, userId: string, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${notificationSettings} (user_id, last_digest_at) values (${userId}, ${now.toISOString()}::timestamptz)
    on conflict (user_id) do update set last_digest_at = excluded.last_digest_at
    where ${notificationSettings.lastDigestAt} is null
      or ${notificationSettings.lastDigestAt} <= excluded.last_digest_at - ${DIGEST_GAP}
    returning user_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
