import type {
  CreatePrototypeBody,
  ListPrototypesFilters,
  Prototype,
  UpdatePrototypeBody,
} from '@app/shared/prototypes/prototypes.schemas';
import { checkPagesUrl } from '@app/shared/prototypes/url-rules';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  claimPrototypeView,
  findPrototype,
  findPrototypeByPagesUrl,
  incrementPrototypeViews,
  insertPrototype,
  listPrototypes as listPrototypeRows,
  lockPrototype,
  markPrototypeRemoved,
  type PrototypeWithAuthor,
  recountLikes,
  setLike,
  updatePrototypeFields,
} from './prototypes.repository.ts';

const NOT_FOUND = 'No prototype with this id.';

export function toPrototype(row: PrototypeWithAuthor): Prototype {
  const { prototype, author } = row;
  return {
    id: prototype.id,
    title: prototype.title,
    description: prototype.description,
    githubPagesUrl: prototype.githubPagesUrl,
    githubRepoUrl: prototype.githubRepoUrl,
    category: (prototype.category as Prototype['category']) ?? null,
    author: {
      id: author.id,
      name: author.name,
      avatar: author.avatarSeed,
      reputation: author.reputation,
      isAI: author.isAi,
    },
    tags: prototype.tags,
    technologies: prototype.technologies,
    status: prototype.status,
    likes: prototype.likes,
    views: prototype.views,
    createdAt: prototype.createdAt.toISOString(),
    updatedAt: prototype.updatedAt.toISOString(),
    isFeatured: prototype.isFeatured,
    liked: row.liked,
  };
}

type ListInput = ListPrototypesFilters & { authorId?: string };

export async function listPrototypes(db: Database, input: ListInput, viewerId: string | null) {
  const rows = await listPrototypeRows(db, {
    sort: input.sort,
    category: input.category,
    technology: input.technology,
    tag: input.tag,
    status: input.status,
    search: input.q || undefined,
    authorId: input.authorId,
    cursor: decodeCursor(input.cursor),
    limit: input.limit,
    viewerId,
  });
  const sortValue = (row: (typeof rows)[number]) =>
    input.sort === 'likes'
      ? row.prototype.likes
      : input.sort === 'views'
        ? row.prototype.views
        : input.sort === 'trending'
          ? row.score
          : null;
  const page = toPage(rows, input.limit, (row) => ({ value: sortValue(row), id: row.prototype.id }));
  return { prototypes: page.items.map(toPrototype), nextCursor: page.nextCursor };
}

export async function getPrototype(db: Database, id: string, viewerId: string | null): Promise<Prototype> {
  const row = await findPrototype(db, id, viewerId);
  if (!row) throw notFound(NOT_FOUND);
  return toPrototype(row);
}

async function refuseDuplicateUrl(db: Database, url: string, exceptId?: string) {
  const existing = await findPrototypeByPagesUrl(db, url);
  if (existing && existing.id !== exceptId) {
    throw conflict(`This site has already been shared as “${existing.title}”.`);
  }
}

export async function createPrototype(db: Database, author: User, body: CreatePrototypeBody): Promise<Prototype> {
  await refuseDuplicateUrl(db, body.githubPagesUrl);
  // In a transaction that a lost race rolls back: a keyed request's claim is marked committed
  // only with a prototype actually stored (commit-marker.ts).
  const id = await db.transaction(async (tx) => {
    const inserted = await insertPrototype(tx, {
      ...body,
      tags: body.tags.map((tag) => tag.toLowerCase()),
      authorId: author.id,
    });
    if (inserted) return inserted;
    // Lost a race with another share of the same site.
    await refuseDuplicateUrl(tx, body.githubPagesUrl);
    throw conflict('This site has already been shared.');
  });
  return getPrototype(db, id, author.id);
}

async function requireOwnPrototype(db: Database, actor: Actor, id: string) {
  const row = await findPrototype(db, id, null);
  if (!row) throw notFound(NOT_FOUND);
  if (!actor.isAdmin && row.author.id !== actor.visitor?.id)
    throw forbidden('You can only change your own prototypes.');
}

export async function updatePrototype(db: Database, actor: Actor, id: string, body: UpdatePrototypeBody) {
  await requireOwnPrototype(db, actor, id);
  if (body.githubPagesUrl) await refuseDuplicateUrl(db, body.githubPagesUrl, id);
  await updatePrototypeFields(db, id, { ...body, tags: body.tags?.map((tag) => tag.toLowerCase()) });
  return getPrototype(db, id, actor.visitor?.id ?? null);
}

export async function deletePrototype(db: Database, actor: Actor, id: string): Promise<void> {
  await requireOwnPrototype(db, actor, id);
  await markPrototypeRemoved(db, id);
}

/** Moderation (reports): hides the prototype everywhere. */
export async function removePrototype(db: Database, id: string): Promise<boolean> {
  return markPrototypeRemoved(db, id);
}

export async function prototypeExists(db: Database, id: string): Promise<boolean> {
  return (await findPrototype(db, id, null)) !== null;
}

/** One like per visitor; the total is recounted from the rows under a row lock. */
export async function setPrototypeLike(db: Database, visitor: User, id: string, action: 'like' | 'unlike') {
  return db.transaction(async (tx) => {
    if (!(await lockPrototype(tx, id))) throw notFound(NOT_FOUND);
    await setLike(tx, id, visitor.id, action === 'like');
    return { likes: await recountLikes(tx, id), liked: action === 'like' };
  });
}

export async function recordPrototypeView(db: Database, id: string, viewerKey: string) {
  return db.transaction(async (tx) => {
    const locked = await lockPrototype(tx, id);
    if (!locked) throw notFound(NOT_FOUND);
    const counted = await claimPrototypeView(tx, id, viewerKey);
    return { views: counted ? await incrementPrototypeViews(tx, id) : locked.views, counted };
  });
}

/** The validate-url endpoint: the same rules as creation, plus "already shared". */
export async function validatePagesUrl(db: Database, url: string) {
  const check = checkPagesUrl(url);
  if (!check.valid) return { valid: false, reason: check.reason };
  const existing = await findPrototypeByPagesUrl(db, check.normalizedUrl);
  if (existing)
    return {
      valid: false,
      reason: `This site has already been shared as “${existing.title}”.`,
      normalizedUrl: check.normalizedUrl,
    };
  return { valid: true, normalizedUrl: check.normalizedUrl };
}
