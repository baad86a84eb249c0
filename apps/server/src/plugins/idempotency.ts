import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import {
  beginIdempotentRequest,
  deleteExpiredIdempotencyKeys,
  finishIdempotentRequest,
  hashRequest,
} from '../modules/idempotency/idempotency.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Creating routes set this: an `Idempotency-Key` header then makes retries safe. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
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
}

async function rememberResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const key = request.idempotencyKey;
  const visitor = request.visitor;
  if (!key || !visitor) return payload;
  request.idempotencyKey = null;
  await finishIdempotentRequest(request.server.db, {
    userId: visitor.id,
    key,
    status: reply.statusCode,
    payload: typeof payload === 'string' ? payload : 'null',
  });
  return payload;
}

/**
 * Same Idempotency-Key + same visitor within 24 h returns the first response and creates nothing
 * new (DESIGN.md §4). Opt in per route with `config: { idempotent: true }` after `requireVisitor`.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);
  // Forget stored responses past their 24 h at start and then hourly.
  let cleanupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const cleanUp = () =>
      deleteExpiredIdempotencyKeys(app.db).catch((error) => app.log.warn({ err: error }, 'idempotency cleanup failed'));
    await cleanUp();
    cleanupTimer = setInterval(cleanUp, 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(cleanupTimer));
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), replayOrProceed];
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), rememberResponse];
  });
});
