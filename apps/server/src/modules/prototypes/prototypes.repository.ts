import type { PrototypeCategory, PrototypeSort, PrototypeStatus } from '@app/shared/prototypes/prototypes.constants';
import { and, arrayContains, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { users } from '../users/users.tables.ts';
import { prototypeLikes, prototypes, prototypeViews } from './prototypes.tables.ts';

export type PrototypeRow = typeof prototypes.$inferSelect;
export type NewPrototypeRow = typeof prototypes.$inferInsert;

const { search: _search, removedAt: _removedAt, ...prototypeColumns } = getTableColumns(prototypes);

const authorColumns = {
  id: users.id,
  name: users.name,
  avatarSeed: users.avatarSeed,
  reputation: users.reputation,
  isAi: users.isAi,
};

/** Likes received in the last 7 days: the trending score. */
const recentLikes = sql<number>`(select count(*)::int from prototype_likes pl where pl.prototype_id = ${prototypes.id} and pl.created_at > now() - interval '7 days')`;

export interface PrototypeListFilter {
  sort: PrototypeSort;
  category?: PrototypeCategory;
  technology?: string;
  tag?: string;
  status?: PrototypeStatus;
  search?: string;
  authorId?: string;
  cursor: Cursor | null;
  limit: number;
  viewerId: string | null;
}

function sortExpression(sort: PrototypeSort) {
  if (sort === 'likes') return sql`${prototypes.likes}`;
  if (sort === 'views') return sql`${prototypes.views}`;
  if (sort === 'trending') return recentLikes;
  return null;
}

function likedJoin(viewerId: string | null) {
  return viewerId
    ? (and(eq(prototypeLikes.prototypeId, prototypes.id), eq(prototypeLikes.userId, viewerId)) ?? sql`false`)
    : sql`false`;
}

function selectPrototypes(db: Database, viewerId: string | null) {
  return db
    .select({
      prototype: prototypeColumns,
      author: authorColumns,
      liked: sql<boolean>`${prototypeLikes.userId} is not null`,
      score: recentLikes,
    })
    .from(prototypes)
    .innerJoin(users, eq(users.id, prototypes.authorId))
    .leftJoin(prototypeLikes, likedJoin(viewerId));
}

/** One query per page: prototypes, authors, the viewer's like. */
export async function listPrototypes(db: Database, filter: PrototypeListFilter) {
  const expression = sortExpression(filter.sort);
  const conditions: SQL[] = [isNull(prototypes.removedAt)];
  if (filter.category) conditions.push(eq(prototypes.category, filter.category));
  if (filter.status) conditions.push(eq(prototypes.status, filter.status));
  if (filter.tag) conditions.push(arrayContains(prototypes.tags, [filter.tag.toLowerCase()]));
  if (filter.technology) {
    conditions.push(sql`lower(${filter.technology}) = any (select lower(t) from unnest(${prototypes.technologies}) t)`);
  }
  if (filter.search) conditions.push(sql`${prototypes.search} @@ websearch_to_tsquery('english', ${filter.search})`);
  if (filter.authorId) conditions.push(eq(prototypes.authorId, filter.authorId));
  if (filter.cursor) {
    const anchor = sql`(select created_at, id from prototypes where id = ${filter.cursor.id})`;
    conditions.push(
      expression
        ? sql`(${expression}, ${prototypes.createdAt}, ${prototypes.id}) < (select ${filter.cursor.value ?? 0}::int, a.created_at, a.id from ${anchor} a)`
        : sql`(${prototypes.createdAt}, ${prototypes.id}) < (select a.created_at, a.id from ${anchor} a)`,
    );
  }
  const order = expression
    ? [desc(expression), desc(prototypes.createdAt), desc(prototypes.id)]
    : [desc(prototypes.createdAt), desc(prototypes.id)];
  return selectPrototypes(db, filter.viewerId)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
}

export async function findPrototype(db: Database, id: string, viewerId: string | null) {
  const [row] = await selectPrototypes(db, viewerId)
    .where(and(eq(prototypes.id, id), isNull(prototypes.removedAt)))
    .limit(1);
  return row ?? null;
}

export type PrototypeWithAuthor = NonNullable<Awaited<ReturnType<typeof findPrototype>>>;

export async function findPrototypeByPagesUrl(db: Database, url: string) {
  const [row] = await db
    .select({ id: prototypes.id, title: prototypes.title })
    .from(prototypes)
    .where(and(eq(prototypes.githubPagesUrl, url), isNull(prototypes.removedAt)));
  return row ?? null;
}

export async function lockPrototype(db: Database, id: string) {
  const [row] = await db
    .select({ id: prototypes.id, authorId: prototypes.authorId, views: prototypes.views })
    .from(prototypes)
    .where(and(eq(prototypes.id, id), isNull(prototypes.removedAt)))
    .for('update');
  return row ?? null;
}

/** Inserts; null when the Pages URL is already shared (unique index), whatever the race. */
export async function insertPrototype(db: Database, values: NewPrototypeRow): Promise<string | null> {
  const [row] = await db.insert(prototypes).values(values).onConflictDoNothing().returning({ id: prototypes.id });
  return row?.id ?? null;
}

export async function updatePrototypeFields(db: Database, id: string, changes: Partial<NewPrototypeRow>) {
  await db
    .update(prototypes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(prototypes.id, id));
}

export async function markPrototypeRemoved(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(prototypes)
    .set({ removedAt: new Date() })
    .where(and(eq(prototypes.id, id), isNull(prototypes.removedAt)))
    .returning({ id: prototypes.id });
  return rows.length > 0;
}

export async function setLike(db: Database, prototypeId: string, userId: string, liked: boolean) {
  if (liked) {
    await db.insert(prototypeLikes).values({ prototypeId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(prototypeLikes)
      .where(and(eq(prototypeLikes.prototypeId, prototypeId), eq(prototypeLikes.userId, userId)));
  }
}

export async function recountLikes(db: Database, prototypeId: string): Promise<number> {
  const [row] = await db
    .update(prototypes)
    .set({
      likes: sql`(select count(*)::int from ${prototypeLikes} where ${prototypeLikes.prototypeId} = ${prototypeId})`,
    })
    .where(eq(prototypes.id, prototypeId))
    .returning({ likes: prototypes.likes });
  return row?.likes ?? 0;
}

/** True when the view counts: first by this viewer, or first after 24 h. */
export async function claimPrototypeView(db: Database, prototypeId: string, viewerKey: string): Promise<boolean> {
  const rows = await db
    .insert(prototypeViews)
    .values({ prototypeId, viewerKey })
    .onConflictDoUpdate({
      target: [prototypeViews.prototypeId, prototypeViews.viewerKey],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${prototypeViews.viewedAt} < now() - interval '24 hours'`,
    })
    .returning({ viewedAt: prototypeViews.viewedAt });
  return rows.length > 0;
}

export async function incrementPrototypeViews(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(prototypes)
    .set({ views: sql`${prototypes.views} + 1` })
    .where(eq(prototypes.id, id))
    .returning({ views: prototypes.views });
  return row?.views ?? 0;
}

export async function backdatePrototype(db: Database, id: string, createdAt: Date, views: number, isFeatured: boolean) {
  await db.update(prototypes).set({ createdAt, updatedAt: createdAt, views, isFeatured }).where(eq(prototypes.id, id));
}
