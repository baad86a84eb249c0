import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';

/** How much of the last message the inbox shows. */
const PREVIEW_LENGTH = 140;

export interface ConversationRow {
  kind: 'application' | 'direct';
  /** The application's id, or the direct conversation's. */
  id: string;
  role: 'owner' | 'applicant' | 'member' | 'developer';
  status: string | null;
  job_id: string | null;
  job_title: string | null;
  other_id: string | null;
  other_name: string | null;
  other_avatar: string | null;
  /** The other person's developer profile, when they are the thread's developer side and have one. */
  other_developer_id: string | null;
  other_gone: boolean;
  is_blocked: boolean;
  last_message_at: Date | string;
  /** The cursor's value: the last message time in whole microseconds since 1970 (exact, unlike a double). */
  last_micros: string | number;
  preview: string | null;
  last_author_id: string | null;
  unread: number | string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The viewer's conversations in one statement (issue 34 §1): the applications they sent and those
 * to the jobs they own, each with at least one message, and their direct conversations (issue 41
 * §5: started by them or to them), newest activity first; the other person (known by their
 * developer profile's name where they have one, as in the thread; their profile's id when they are
 * the applicant or the developer written to, for their page) and whether the viewer blocks
 * them, the job, the last message (a lateral read of the thread's index) and the other person's
 * messages after the viewer's read marker. `search` matches the other person's name or the job's
 * title; the cursor is the last row's (last message time, id); `onlyId` reads one conversation.
 */
export async function listConversationRows(
  db: Database,
  userId: string,
  options: { search?: string; cursor: Cursor | null; limit: number; onlyId?: string },
): Promise<ConversationRow[]> {
  const pattern = options.search ? `%${escapeLike(options.search)}%` : null;
  const cursor = options.cursor;
  const onlyId = options.onlyId ?? null;
  const result = (await db.execute(sql`
    with mine as (
      select 'application' as kind, a.id, 'applicant' as role, a.status, a.job_id,
        coalesce(j.title, a.job_title) as job_title, j.owner_id as other_id, a.applicant_read_at as read_at,
        a.last_message_at
      from job_applications a left join jobs j on j.id = a.job_id
      where a.user_id = ${userId} and a.last_message_at is not null
      union all
      select 'application' as kind, a.id, 'owner' as role, a.status, a.job_id, j.title as job_title,
        a.user_id as other_id, a.owner_read_at as read_at, a.last_message_at
      from jobs j join job_applications a on a.job_id = j.id
      where j.owner_id = ${userId} and a.user_id <> ${userId} and a.last_message_at is not null
      union all
      select 'direct' as kind, c.id, 'member' as role, null as status, null::uuid as job_id, null as job_title,
        c.developer_id as other_id, c.member_read_at as read_at, c.last_message_at
      from direct_conversations c where c.member_id = ${userId}
      union all
      select 'direct' as kind, c.id, 'developer' as role, null as status, null::uuid as job_id, null as job_title,
        c.member_id as other_id, c.developer_read_at as read_at, c.last_message_at
      from direct_conversations c where c.developer_id = ${userId}
    ),
    named as (
      select mine.*, coalesce(nullif(p.name, ''), u.name) as other_name, u.avatar_seed as other_avatar,
        case when mine.role in ('owner', 'member') then p.id end as other_developer_id,
        coalesce(u.deleted_at is not null, false) as other_gone,
        (extract(epoch from mine.last_message_at) * 1000000)::bigint as last_micros
      from mine
      left join users u on u.id = mine.other_id
      left join developer_profiles p on p.user_id = mine.other_id
    )
    select named.kind, named.id, named.role, named.status, named.job_id, named.job_title,
      case when named.other_name is null then null else named.other_id end as other_id,
      named.other_name, named.other_avatar, named.other_developer_id, named.other_gone, named.last_message_at, named.last_micros,
      exists (select 1 from member_blocks b where b.blocker_id = ${userId} and b.blocked_id = named.other_id)
        as is_blocked,
      last.preview, last.author_id as last_author_id,
      case when named.kind = 'application' then
        (select count(*) from application_messages m
          where m.application_id = named.id and m.author_id <> ${userId}
            and m.created_at > coalesce(named.read_at, '-infinity'))::int
      else
        (select count(*) from direct_messages m
          where m.conversation_id = named.id and m.author_id <> ${userId}
            and m.created_at > coalesce(named.read_at, '-infinity'))::int
      end as unread
    from named
    left join lateral (
      (select left(m.body, ${PREVIEW_LENGTH}) as preview, m.author_id
        from application_messages m where named.kind = 'application' and m.application_id = named.id
        order by m.created_at desc, m.id desc limit 1)
      union all
      (select left(m.body, ${PREVIEW_LENGTH}) as preview, m.author_id
        from direct_messages m where named.kind = 'direct' and m.conversation_id = named.id
        order by m.created_at desc, m.id desc limit 1)
    ) last on true
    where (${pattern}::text is null or named.other_name ilike ${pattern} or named.job_title ilike ${pattern})
      and (${onlyId}::uuid is null or named.id = ${onlyId}::uuid)
      and (${cursor === null}::boolean or (named.last_micros, named.id) < (${cursor?.value ?? 0}::bigint, ${cursor?.id ?? '00000000-0000-0000-0000-000000000000'}::uuid))
    order by named.last_micros desc, named.id desc
    limit ${options.limit + 1}`)) as unknown as { rows: ConversationRow[] };
  return result.rows;
}
