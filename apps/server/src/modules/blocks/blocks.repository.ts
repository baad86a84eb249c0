import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { users } from '../users/users.tables.ts';
import { memberBlocks } from './blocks.tables.ts';

/** Blocks `blockedId` for `blockerId`; nothing happens when it already does (the first time is kept). */
export async function insertBlock(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

/** Every block the member gives or receives. */
export async function deleteBlocksOf(db: Database, userId: string): Promise<void> {
  await db.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
}

export async function hasBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

export interface BlockRow {
  blockedId: string;
  name: string;
  avatarSeed: string;
  createdAt: Date;
  /** The cursor's value: the block's time in whole microseconds since 1970. */
  micros: string;
}

const micros = sql<string>`(extract(epoch from ${memberBlocks.createdAt}) * 1000000)::bigint`;

/** Whom the member blocks, the latest first (`limit + 1` rows), known by the name the marketplace shows. */
export async function listBlockRows(
  db: Database,
  blockerId: string,
  options: { cursor: Cursor | null; limit: number },
): Promise<BlockRow[]> {
  const { cursor } = options;
  const before = cursor
    ? sql`(${micros}, ${memberBlocks.blockedId}) < (${cursor.value ?? 0}::bigint, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      blockedId: memberBlocks.blockedId,
      name: sql<string>`coalesce(nullif(${developerProfiles.name}, ''), ${users.name})`,
      avatarSeed: users.avatarSeed,
      createdAt: memberBlocks.createdAt,
      micros,
    })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, memberBlocks.blockedId))
    .where(and(eq(memberBlocks.blockerId, blockerId), before))
    .orderBy(sql`${micros} desc`, sql`${memberBlocks.blockedId} desc`)
    .limit(options.limit + 1);
}
