import {
  STREAM_SESSION_END_REASONS,
  type StreamSessionEndReason,
} from '@app/shared/notifications/notifications.constants';
import type { DatabaseHandle } from '../../db/client.ts';
import { liveSessionIds } from '../users/sessions.service.ts';

/** Where migration 0031's trigger announces each ended session as `<session id>:<reason>`. */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** After a failed check of the watched sessions (the database busy or away), it runs again this much later. */
const RETRY_CHECK_MS = 1000;

export interface SessionWatch {
  /**
   * Calls `onEnded` once, when the session ends (at once if it already did since the watch
   * began). One callback per watch.
   */
  onEnded(onEnded: (reason: StreamSessionEndReason) => void): void;
  /** Stops watching (the stream closed). */
  stop(): void;
}

interface Watch {
  ended: StreamSessionEndReason | null;
  onEnded: ((reason: StreamSessionEndReason) => void) | null;
}

const toReason = (text: string): StreamSessionEndReason =>
  STREAM_SESSION_END_REASONS.find((reason) => reason === text) ?? 'ended';

/**
 * The sessions behind the live streams of one server process (issue 35 §1). A stream belongs to
 * the session whose token opened it and ends with it: one database subscription per process hears
 * every session that ends, on any process (sign-out, revocation, account deletion, the sweep of
 * expired ones), at the commit of the transaction that ended it. After a lost LISTEN connection
 * an end may have gone unheard, so every watched session is looked up again.
 */
export function createStreamSessions(options: { database: DatabaseHandle; onError(error: unknown): void }) {
  const { database, onError } = options;
  const watchesBySession = new Map<string, Set<Watch>>();
  let subscription: Promise<() => Promise<void>> | null = null;
  let isClosed = false;

  function end(sessionId: string, reason: StreamSessionEndReason) {
    const watches = watchesBySession.get(sessionId);
    if (!watches) return;
    watchesBySession.delete(sessionId);
    for (const watch of watches) {
      watch.ended = reason;
      watch.onEnded?.(reason);
    }
  }

  function onMessage(payload: string) {
    const separator = payload.lastIndexOf(':');
    end(payload.slice(0, separator), toReason(payload.slice(separator + 1)));
  }

  /** Ends the watches of the given sessions (all watched, by default) that are no longer live. */
  async function check(sessionIds = [...watchesBySession.keys()]) {
    try {
      const live = await liveSessionIds(database.db, sessionIds);
      for (const sessionId of sessionIds) if (!live.has(sessionId)) end(sessionId, 'ended');
    } catch (error) {
      onError(error);
      if (!isClosed) setTimeout(() => void check(), RETRY_CHECK_MS).unref();
    }
  }

  /** Subscribes once per process; a failure is retried by the next stream. */
  function subscribed(): Promise<() => Promise<void>> {
    subscription ??= database
      .subscribe(SESSION_ENDED_CHANNEL, { onMessage, onResync: () => void check() })
      .catch((error: unknown) => {
        subscription = null;
        throw error;
      });
    return subscription;
  }

  return {
    /**
     * Watches `sessionId` for a stream about to open. Resolves null when that session is no
     * longer live (it ended after the request's token was checked): the stream must not open.
     */
    async watch(sessionId: string): Promise<SessionWatch | null> {
      if (isClosed) throw new Error('The stream sessions are closed');
      await subscribed();
      const watch: Watch = { ended: null, onEnded: null };
      const watches = watchesBySession.get(sessionId) ?? new Set<Watch>();
      watchesBySession.set(sessionId, watches);
      // Registered before the check: an end committed after the check's read is heard, not lost.
      watches.add(watch);
      const stop = () => {
        if (watches.delete(watch) && watches.size === 0 && watchesBySession.get(sessionId) === watches)
          watchesBySession.delete(sessionId);
      };
      try {
        const live = await liveSessionIds(database.db, [sessionId]);
        if (!live.has(sessionId) || watch.ended !== null) {
          stop();
          return null;
        }
      } catch (error) {
        stop();
        throw error;
      }
      return {
        onEnded(onEnded) {
          watch.onEnded = onEnded;
          if (watch.ended !== null) onEnded(watch.ended);
        },
        stop,
      };
    },

    get watchedSessions() {
      return watchesBySession.size;
    },

    async close() {
      isClosed = true;
      watchesBySession.clear();
      const unsubscribe = await subscription?.catch(() => null);
      // The database may already be closed; there is nothing left to unsubscribe from then.
      await unsubscribe?.().catch(() => {});
    },
  };
}

export type StreamSessions = ReturnType<typeof createStreamSessions>;
