import type { User } from '@app/shared/users/users.schemas';

/** A resolved session as the cache keeps it: enough to answer `resolveSession` without the database. */
export interface CachedSession {
  sessionId: string;
  user: User;
  /** Milliseconds since the epoch; null for an anonymous visitor's session, which never expires. */
  expiresAt: number | null;
  lastSeenAt: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry may answer at most, even if no change is ever heard (a backstop). */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 30_000, maxEntries: 10_000 };

/**
 * The sessions this process resolved, by token hash (issue 24). Exact because it forgets: every
 * change to a session or its user is announced (identity-changes.ts in this process, the database's
 * `identity` channel from every process) and drops that user's entries. A lookup that was already
 * running when a change to its user was heard is not stored (`beginLookup` / `store` compare
 * epochs), so a read that started before a sign-out can never put the ended session back. While the cache cannot
 * hear the database (not yet subscribed, or its listening connection lost), it stores nothing.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  /** Counts every change heard; `changedAt` says when each recent user last changed. */
  private epoch = 0;
  private readonly changedAt = new Map<string, number>();
  /** Lookups that began before this epoch are never stored (set by `clear`, and when `changedAt` is pruned). */
  private floor = 0;
  private listening = false;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions = SESSION_CACHE_DEFAULTS) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached session behind a token hash, or undefined (also once its time in the cache is up). */
  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.now() - entry.cachedAt >= this.options.ttlMs) {
      this.remove(tokenHash, entry.user.id);
      return undefined;
    }
    return entry;
  }

  /** Call before reading a session from the database; hand the result to `store`. */
  beginLookup(): number {
    return this.epoch;
  }

  /** Keeps a session read since `beginLookup` returned `epoch`, unless a change was heard meanwhile. */
  store(tokenHash: string, session: CachedSession, epoch: number): void {
    if (!this.listening || epoch < this.floor || (this.changedAt.get(session.user.id) ?? -1) > epoch) return;
    this.remove(tokenHash, this.entries.get(tokenHash)?.user.id);
    if (this.entries.size >= this.options.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value ?? [];
      if (oldest !== undefined && entry) this.remove(oldest, entry.user.id);
    }
    this.entries.set(tokenHash, { ...session, cachedAt: this.now() });
    let tokens = this.tokensByUser.get(session.user.id);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(session.user.id, tokens);
    }
    tokens.add(tokenHash);
  }

  /** A change to the user or one of their sessions was heard. */
  forgetUser(userId: string): void {
    this.epoch += 1;
    if (this.changedAt.size >= this.options.maxEntries) {
      this.changedAt.clear();
      this.floor = this.epoch;
    }
    this.changedAt.set(userId, this.epoch);
    for (const tokenHash of this.tokensByUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.tokensByUser.delete(userId);
  }

  /** Whether changes can be heard: entries are only kept while they can. Either way, forgets everything. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  clear(): void {
    this.epoch += 1;
    this.floor = this.epoch;
    this.changedAt.clear();
    this.entries.clear();
    this.tokensByUser.clear();
  }

  private remove(tokenHash: string, userId: string | undefined): void {
    if (!this.entries.delete(tokenHash) || userId === undefined) return;
    const tokens = this.tokensByUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByUser.delete(userId);
  }
}
