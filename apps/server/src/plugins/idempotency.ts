import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { runForClaim } from '../modules/idempotency/commit-marker.ts';
import {
  beginIdempotentRequest,
  type ClaimRef,
  finishIdempotentRequest,
  hashRequest,
} from '../modules/idempotency/idempotency.service.ts';
import { pruneIdempotencyRecords } from '../modules/idempotency/idempotency-prune.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /url` of every route with `config: { idempotent: true }` (tests check each one). */
    idempotentRoutes: readonly string[];
  }
  interface FastifyContextConfig {
    /** Creating routes set this: an `Idempotency-Key` header then makes retries safe. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
    /** This request's hold on its key while it runs (none once answered, or when replayed). */
    idempotencyClaim: ClaimRef | null;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError(400, 'invalid_input', 'Idempotency-Key must be 1 to 200 visible ASCII characters.', [
      { path: 'headers.idempotency-key', message: 'must be 1 to 200 visible ASCII characters' },
    ]);
  }
  return key;
}

/** preHandler for creates that must never run twice (publishing a job): the header is mandatory. */
export async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  if (readKey(request)) return;
  throw new AppError(400, 'invalid_input', 'An Idempotency-Key header is required to publish.', [
    { path: 'headers.idempotency-key', message: 'is required' },
  ]);
}

async function replayOrProceed(request: FastifyRequest, reply: FastifyReply) {
  const key = readKey(request);
  const visitor = request.visitor;
  if (!key || !visitor) return;
  const outcome = await beginIdempotentRequest(request.server.db, {
    userId: visitor.id,
    key,
    requestHash: hashRequest(request.method, request.url, request.body),
  });
  if (outcome.kind === 'replay') {
    return reply.status(outcome.status).header('idempotent-replayed', 'true').send(outcome.body);
  }
  request.idempotencyKey = key;
  request.idempotencyClaim = outcome.claim;
}

async function rememberResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = null;
  await finishIdempotentRequest(request.server.db, {
    claim,
    status: reply.statusCode,
    payload: typeof payload === 'string' ? payload : 'null',
  });
  return payload;
}

/**
 * Same Idempotency-Key + same visitor within 24 h returns the first response and creates nothing
 * new (DESIGN.md §4). Opt in per route with `config: { idempotent: true }` after `requireVisitor`.
 * The handler runs with its claim in context, so the transaction that carries out its write also
 * marks the claim committed (modules/idempotency/commit-marker.ts): a retry after a lost answer
 * never runs the write again.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyClaim', null);
  const idempotentRoutes: string[] = [];
  app.decorate('idempotentRoutes', idempotentRoutes);
  // Forget stored responses past RETENTION_IDEMPOTENCY_HOURS (24: the replay window) at start and
  // then hourly, in batches (issue 40 §6); the daily retention sweep applies the same rule.
  let cleanupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const retention = { hours: app.config.RETENTION_IDEMPOTENCY_HOURS, batchSize: app.config.RETENTION_BATCH_SIZE };
    const cleanUp = () =>
      pruneIdempotencyRecords(app.db, retention).catch((error) =>
        app.log.warn({ err: error }, 'idempotency cleanup failed'),
      );
    await cleanUp();
    cleanupTimer = setInterval(cleanUp, 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanupTimer));
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    for (const method of [route.method].flat()) idempotentRoutes.push(`${method} ${route.url}`);
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), replayOrProceed];
    const handler = route.handler;
    route.handler = function runWithClaim(this: FastifyInstance, request, reply) {
      const claim = request.idempotencyClaim;
      return claim ? runForClaim(claim, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), rememberResponse];
  });
});
