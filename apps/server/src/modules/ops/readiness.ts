import type { NotReadyReason, NotReadyResponse } from '@app/shared/ops/health.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** A readiness probe must answer quickly even when the database hangs (a stopped host, a full pool). */
const PING_TIMEOUT_MS = 2_000;

const MESSAGES: Record<NotReadyReason, string> = {
  starting: 'The server is starting.',
  draining: 'The server is shutting down: send requests to another instance.',
  database_unavailable: 'The database cannot be reached.',
};

/**
 * Whether this process should be sent traffic (issue 22 §5): not before it is ready, not once it
 * drains. `GET /api/health` stays the liveness check: a draining process is alive.
 */
export function createReadiness() {
  let phase: 'starting' | 'serving' | 'draining' = 'starting';
  return {
    /** After onReady: every plugin and route is in place. */
    markServing() {
      if (phase === 'starting') phase = 'serving';
    },
    /** On SIGTERM (server.ts) or when the app closes: for good. */
    startDraining() {
      phase = 'draining';
    },
    get phase() {
      return phase;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;

/** Null when ready, else the 503 body; never throws. */
export async function checkReadiness(readiness: Readiness, database: DatabaseHandle): Promise<NotReadyResponse | null> {
  const reason = await notReadyReason(readiness, database);
  if (reason === null) return null;
  return { success: false, ready: false, error: 'not_ready', reason, message: MESSAGES[reason] };
}

function phaseReason(readiness: Readiness): NotReadyReason | null {
  if (readiness.phase === 'starting') return 'starting';
  if (readiness.phase === 'draining') return 'draining';
  return null;
}

async function notReadyReason(readiness: Readiness, database: DatabaseHandle): Promise<NotReadyReason | null> {
  const reason = phaseReason(readiness);
  if (reason) return reason;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } catch {
    return 'database_unavailable';
  } finally {
    clearTimeout(timer);
  }
  // Shutdown may have started while the ping ran.
  return phaseReason(readiness);
}

/** The probes answer for themselves while draining: readiness 503, liveness 200. */
const PROBE_PATHS = new Set(['/api/ready', '/api/health']);

/**
 * onRequest: from SIGTERM on, a request that arrives is refused before anything of it runs (503
 * `draining`, `Connection: close`), so a proxy sends it to another instance (deploy/nginx.conf
 * resends a 503, POST included); requests already past this point finish. server.ts keeps accepting
 * for a short grace period before it closes the listener, because closing it resets connections that
 * were accepted but not yet read, and a proxy cannot safely resend a POST cut that way.
 */
export async function refuseWhileDraining(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (this.readiness.phase !== 'draining' || PROBE_PATHS.has(request.url.split('?')[0] ?? '')) return;
  return reply
    .status(503)
    .header('connection', 'close')
    .header('retry-after', '1')
    .send({ success: false, error: 'draining', message: MESSAGES.draining });
}
