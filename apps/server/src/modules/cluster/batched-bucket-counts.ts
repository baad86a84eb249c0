import type { Database } from '../../db/client.ts';
import { addBucketHits, type BucketState, type CountedBucket } from './rate-limit-buckets.repository.ts';

/** What this process last learned about one bucket from the database, and what it counted since. */
interface KnownBucket {
  /** The bucket's hits in the database, as of the last statement that touched it. */
  sharedHits: number;
  /** When its window ends by this process's clock, counted from when that statement was sent: never late. */
  windowEndsAt: number;
  windowMs: number;
  /** When that statement was sent: an older answer that arrives late does not overwrite a newer one. */
  learnedAt: number;
  /** Hits answered from memory that no statement has carried yet. */
  pending: number;
  /**
   * Hits this process has sent whose answer has not come back: without them, a burst that arrives
   * while a statement is on its way would find the bucket emptier than it is and keep being answered
   * from memory.
   */
  inFlight: number;
}

export interface BatchedBucketOptions {
  /** How long a hit counted in memory waits, at most, before its flush statement is sent. */
  flushEveryMs: number;
  /** Buckets remembered at most; past it, new keys are counted exactly until old windows end. */
  maxKeys: number;
  /** Hears a failed flush; its hits are dropped, as a failed exact hit is skipped. */
  onError(error: unknown): void;
}

/**
 * How far a bucket may be answered from memory: at most half its limit, counting what the database
 * said plus this process's unsent hits. Above it every hit is one exact statement, so a client near
 * its limit is counted exactly by every process (docs/decisions/008).
 */
export function localAllowance(max: number): number {
  return Math.floor(max / 2);
}

/**
 * The batched side of the shared rate-limit store, for its two high-volume buckets (every request per
 * IP, writes per visitor). A hit on a bucket this process knows, in a window that has not ended, and
 * well under its limit, is answered from memory; the hits gathered so are sent every `flushEveryMs`
 * in one statement for all keys. Everything else goes through the store's exact statement, which
 * carries the bucket's unsent hits with it (`sendExactly`, then `settle`).
 */
export class BatchedBucketCounts {
  private readonly buckets = new Map<string, KnownBucket>();
  /** Keys with hits the database has not counted yet. */
  private readonly unsent = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly options: BatchedBucketOptions,
  ) {}

  /** Counts a hit in memory and returns the bucket as this process sees it, or null: count it exactly. */
  countLocally(key: string, windowMs: number, max: number): BucketState | null {
    const bucket = this.buckets.get(key);
    const now = Date.now();
    if (!bucket || bucket.windowMs !== windowMs || bucket.windowEndsAt <= now) return null;
    const hits = bucket.sharedHits + bucket.inFlight + bucket.pending + 1;
    if (hits > localAllowance(max)) return null;
    bucket.pending += 1;
    this.unsent.add(key);
    this.scheduleFlush();
    return { hits, ttlMs: bucket.windowEndsAt - now };
  }

  /**
   * Starts an exact count of one hit: the bucket's unsent hits go with it. Returns the hits to send,
   * and how many of them to hand back to `settle` when the statement answers or fails.
   */
  sendExactly(key: string): { hits: number; tracked: number } {
    const bucket = this.buckets.get(key);
    if (!bucket) return { hits: 1, tracked: 0 };
    const hits = bucket.pending + 1;
    bucket.pending = 0;
    bucket.inFlight += hits;
    this.unsent.delete(key);
    return { hits, tracked: hits };
  }

  /** A statement sent at `sentAt` carrying `tracked` in-flight hits answered `state`, or failed (null). */
  settle(key: string, windowMs: number, tracked: number, state: BucketState | null, sentAt: number): void {
    const bucket = this.buckets.get(key);
    if (bucket) bucket.inFlight = Math.max(0, bucket.inFlight - tracked);
    if (state) this.learn(key, windowMs, state, sentAt);
  }

  /** The bucket's unsent hits, for a read that must see them. */
  pendingOf(key: string): number {
    return this.buckets.get(key)?.pending ?? 0;
  }

  /** Remembers what a statement sent at `sentAt` returned for the bucket. */
  private learn(key: string, windowMs: number, state: BucketState, sentAt: number): void {
    const bucket = this.buckets.get(key);
    if (bucket) {
      if (bucket.learnedAt > sentAt) return;
      Object.assign(bucket, {
        sharedHits: state.hits,
        windowEndsAt: sentAt + state.ttlMs,
        windowMs,
        learnedAt: sentAt,
      });
      return;
    }
    if (this.buckets.size >= this.options.maxKeys) this.prune(Date.now());
    if (this.buckets.size >= this.options.maxKeys) return;
    this.buckets.set(key, {
      sharedHits: state.hits,
      windowEndsAt: sentAt + state.ttlMs,
      windowMs,
      learnedAt: sentAt,
      pending: 0,
      inFlight: 0,
    });
  }

  /**
   * Sends every unsent hit: one statement per window length (one in practice, every bucket has the
   * same window). A failure is reported and its hits are dropped; requests never wait for a flush.
   */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    const groups = new Map<number, Map<string, number>>();
    for (const key of this.unsent) {
      const bucket = this.buckets.get(key);
      if (!bucket || bucket.pending === 0) continue;
      const group = groups.get(bucket.windowMs) ?? new Map<string, number>();
      group.set(key, bucket.pending);
      groups.set(bucket.windowMs, group);
      bucket.inFlight += bucket.pending;
      bucket.pending = 0;
    }
    this.unsent.clear();
    const sentAt = Date.now();
    if (sentAt - this.prunedAt >= 1_000) this.prune(sentAt);
    if (groups.size === 0) return;
    this.flushing = Promise.all([...groups].map(([windowMs, counts]) => this.send(windowMs, counts, sentAt))).then(
      () => undefined,
    );
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
    if (this.unsent.size > 0) this.scheduleFlush();
  }

  private async send(windowMs: number, counts: Map<string, number>, sentAt: number): Promise<void> {
    let rows: CountedBucket[] = [];
    try {
      rows = await addBucketHits(this.db, windowMs, counts);
    } catch (error) {
      this.options.onError(error);
    }
    const answers = new Map(rows.map((row) => [row.key, row]));
    for (const [key, sent] of counts) this.settle(key, windowMs, sent, answers.get(key) ?? null, sentAt);
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.flushEveryMs);
    // A process with nothing else to do may exit; closing the app flushes what is left.
    this.timer.unref();
  }

  /** Forgets buckets whose window has ended and that have nothing unsent: the next hit re-learns them. */
  private prune(now: number): void {
    this.prunedAt = now;
    for (const [key, bucket] of this.buckets) {
      if (bucket.windowEndsAt <= now && bucket.pending === 0 && bucket.inFlight === 0) this.buckets.delete(key);
    }
  }
}
