import { DELETED_MEMBER_NAME } from '@app/shared/accounts/accounts.constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { NAME_MENTIONS, NAMES_BESIDE_IDS, type NameBesideId, type NameMentions } from './name-copies.policy.ts';

/**
 * The one writer of every module's copies of a departing member's name (issue 40 §4), as
 * owned-rows.repository.ts is their one reader (decision 005): the policy names the columns, so
 * the SQL here never takes a table or column from input.
 */

/** Whose rows: the member, and their developer profile when they had one. */
export interface Departing {
  userId: string;
  profileId: string | null;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function keyOf(copy: NameBesideId, member: Departing): SQL | null {
  const by = sql.identifier(copy.by);
  if (copy.key === 'user') return sql`${by} = ${member.userId}`;
  if (!member.profileId) return null;
  if (copy.key === 'profile') return sql`${by} = ${member.profileId}`;
  return sql`${by} in (select j.id from jobs j where j.developer_ref = ${member.profileId})`;
}

/** The names the platform copied beside the member's ids: older names they went by, too. */
export async function listCopiedNames(db: Database, member: Departing): Promise<string[]> {
  const names = new Set<string>();
  for (const copy of NAMES_BESIDE_IDS) {
    const key = keyOf(copy, member);
    // A referred job's deal holds whatever the job held: the job's own entry has found it.
    if (!key || copy.key === 'referred-job') continue;
    const column = sql.identifier(copy.column);
    const rows = await rowsOf<{ name: string }>(
      db,
      sql`select distinct ${column} as name from ${sql.identifier(copy.table)} where ${key} and ${column} is not null`,
    );
    for (const row of rows) names.add(row.name);
  }
  return [...names];
}

/** Every name beside the member's ids becomes "Deleted member" (a referred deal's only if it is theirs). */
export async function replaceNamesBesideIds(db: Database, member: Departing, names: string[]): Promise<void> {
  for (const copy of NAMES_BESIDE_IDS) {
    const key = keyOf(copy, member);
    if (!key) continue;
    const column = sql.identifier(copy.column);
    const theirs =
      copy.key === 'referred-job'
        ? sql`${column} in (${sql.join(
            [...names, ''].map((name) => sql`${name}`),
            sql`, `,
          )})`
        : sql`${column} is not null`;
    await db.execute(
      sql`update ${sql.identifier(copy.table)} set ${column} = ${DELETED_MEMBER_NAME} where ${key} and ${theirs}`,
    );
  }
}

/**
 * A member chose a new display name (issue 41 §1): the copies beside their user id that still hold
 * the name they had (a contract's party, a review's author, a deal's developer) take the new one.
 * A copy that holds another name (a developer's profile name on their contracts) stays as it is.
 */
export async function renameCopiesBesideIds(db: Database, userId: string, from: string, to: string): Promise<void> {
  for (const copy of NAMES_BESIDE_IDS) {
    if (copy.key !== 'user') continue;
    const column = sql.identifier(copy.column);
    await db.execute(
      sql`update ${sql.identifier(copy.table)} set ${column} = ${to}
          where ${sql.identifier(copy.by)} = ${userId} and ${column} = ${from}`,
    );
  }
}

/** `name` as a POSIX regular expression that matches it literally (every non-word character escaped). */
const literalPattern = (name: string) => name.replace(/[^\p{L}\p{N}\s]/gu, (character) => `\\${character}`);
/** The name as a whole word: not inside a longer word ("Ava" is not replaced in "Avalon"). */
const wholeWord = (name: string) => `(?<![[:alnum:]_])${literalPattern(name)}(?![[:alnum:]_])`;

async function replaceInText(db: Database, mention: NameMentions, name: string): Promise<void> {
  const column = sql.identifier(mention.column);
  await db.execute(
    sql`update ${sql.identifier(mention.table)} set ${column} = regexp_replace(${column}, ${wholeWord(name)}, ${DELETED_MEMBER_NAME}, 'g')
        where strpos(${column}, ${name}) > 0`,
  );
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
const jsWholeWord = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'gu');

/** Every string value of a JSON document with the name (as written, and as a mail's HTML wrote it) replaced. */
export function withoutName(value: unknown, names: readonly string[]): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const name of names) {
      text = text.replace(jsWholeWord(name), DELETED_MEMBER_NAME);
      const html = escapeHtml(name);
      if (html !== name) text = text.replace(jsWholeWord(html), DELETED_MEMBER_NAME);
    }
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => withoutName(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutName(item, names)]));
  }
  return value;
}

async function replaceInJson(db: Database, mention: NameMentions, member: Departing, names: string[]) {
  const table = sql.identifier(mention.table);
  const column = sql.identifier(mention.column);
  const own = mention.ownRowsBy ? sql`${sql.identifier(mention.ownRowsBy)} = ${member.userId}` : sql`true`;
  // Found by the text of the JSON, where a name appears escaped as JSON escapes it.
  const found = sql.join(
    names.map((name) => sql`strpos(${column}::text, ${JSON.stringify(name).slice(1, -1)}) > 0`),
    sql` or `,
  );
  // ctid: the row's place, unchanged within this transaction until the row is updated here.
  const rows = await rowsOf<{ at: string; value: unknown }>(
    db,
    sql`select ctid::text as at, ${column} as value from ${table} where ${own} and (${found})`,
  );
  for (const row of rows) {
    const value = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
    await db.execute(
      sql`update ${table} set ${column} = ${JSON.stringify(withoutName(value, names))}::jsonb where ctid = ${row.at}::tid`,
    );
  }
}

/** The name wherever the platform composed it into text or a stored document, as a whole word. */
export async function replaceNameMentions(db: Database, member: Departing, names: string[]): Promise<void> {
  if (names.length === 0) return;
  for (const mention of NAME_MENTIONS) {
    if (mention.json) await replaceInJson(db, mention, member, names);
    else for (const name of names) await replaceInText(db, mention, name);
  }
}
