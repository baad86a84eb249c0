import { setTimeout } from 'node:timers/promises';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { startRateLimitCleanup } from '../modules/cluster/rate-limit-cleanup.ts';
import type { LeasedScheduler } from '../modules/cluster/scheduler-lease.ts';
import { createSharedRateLimitStore } from '../modules/cluster/shared-rate-limit-store.ts';
import { loadVisitor } from './identity.ts';
import { addSecurityHeaders, securityHeaders } from './security-headers.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimit: RateLimitOptions;
}

export interface RateLimitOptions {
  /** Requests per window per IP, on every route. */
  globalMax: number;
  /** Writes (POST, PUT, PATCH, DELETE) per window per visitor (per IP without a valid token). */
  writeMax: number;
  /** Sign-ups (routes with `config.signup`) per window per IP, whoever the visitor claims to be. */
  signupMax: number;
  /** New anonymous visitors (routes with `config.createsVisitor`) per window per IP. */
  sessionMax: number;
  /**
   * Sign-in and recovery attempts (routes with `config.signIn`) per window per IP, and failed
   * sign-ins per window per account and client IP on routes that name an account (issues 21, 35).
   */
  signinMax: number;
  /**
   * An account's recent failed sign-ins from anywhere do not block it (a stranger who knows a
   * credential id must not lock the owner out, issue 35): each slows its next sign-ins by this many
   * milliseconds, up to `signinDelayMaxMs`, for the rest of the window. 0 turns the delay off.
   */
  signinDelayMs?: number;
  signinDelayMaxMs?: number;
  /**
   * Untrusted documents read (routes with `config.upload`, issue 40) per window per visitor, and per
   * window per IP whoever the visitor is; on top of the write limit.
   */
  uploadMax?: number;
  uploadIpMax?: number;
  windowMs: number;
  /**
   * Where the counts live: `shared`, in the database, one budget for every server process on it
   * (docs/decisions/007); `memory`, in this process. Unset: shared on PostgreSQL, memory on PGlite.
   */
  store?: 'memory' | 'shared';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public sign-up forms: limited per IP by `signupMax`. */
    signup?: boolean;
    /** Creates an anonymous visitor (`POST /api/session`): limited per IP by `sessionMax`. */
    createsVisitor?: boolean;
    /**
     * A sign-in or recovery route: limited per IP by `signinMax`; with `accountKey` (read after the
     * body is parsed), failed attempts (401) are also limited per account and IP by `signinMax`, and
     * slow the account's attempts from every address a little (`signinDelayMs`).
     */
    signIn?: { accountKey?: (request: FastifyRequest) => Promise<string> };
    /**
     * Parses an untrusted document (the CV's PDF): after the route's own preHandlers (which require
     * the visitor), limited per visitor by `uploadMax` and per IP by `uploadIpMax` (issue 40).
     */
    upload?: boolean;
  }
  interface FastifyRequest {
    /** The account a sign-in attempt counts against when it fails (`user:<id>` or `credential:<id>`). */
    failedSignInKey: string | null;
  }
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  globalMax: 600,
  writeMax: 60,
  signupMax: 10,
  sessionMax: 30,
  signinMax: 10,
  signinDelayMs: 100,
  signinDelayMaxMs: 2000,
  uploadMax: 5,
  uploadIpMax: 20,
  windowMs: 60_000,
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The write bucket: the visitor behind a token that resolves to a session, the admin, or else the
 * client IP. Keying on the token itself would give every made-up `Bearer` value a fresh bucket.
 * `loadVisitor` caches the visitor on the request, so routes that need it do not look it up again.
 */
async function writerKey(request: FastifyRequest): Promise<string> {
  if (request.isAdmin) return 'admin';
  const visitor = await loadVisitor(request);
  return visitor ? `visitor:${visitor.id}` : `ip:${request.ip}`;
}

type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/** How long an account's sign-in waits after `failures` recent failed ones (issue 35). */
export function signInDelayMs(failures: number, perFailure: number, max: number): number {
  return Math.min(max, Math.max(0, failures) * perFailure);
}

function perIpKey(prefix: string) {
  return (request: FastifyRequest) => `${prefix}:${request.ip}`;
}

function rateLimitedMessage(seconds: number) {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Helmet's headers with a strict CSP, worked out once (security-headers.ts). */
const HEADERS = securityHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toast and dialog libraries inject <style> tags; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** Helmet with a strict CSP, a CORS allow-list and two rate limits (DESIGN.md §7). */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  addSecurityHeaders(app, HEADERS);

  await app.register(cors, {
    // Same-origin only unless CORS_ORIGINS lists other origins.
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
  });

  const { globalMax, writeMax, signupMax, sessionMax, signinMax, windowMs } = options.rateLimit;
  const isShared = (options.rateLimit.store ?? (app.database.kind === 'postgres' ? 'shared' : 'memory')) === 'shared';
  const errorResponseBuilder = (_request: FastifyRequest, context: { ttl: number; statusCode: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return Object.assign(new Error(rateLimitedMessage(seconds)), { statusCode: context.statusCode });
  };
  const writeBucket = (config: FastifyContextConfig | undefined) => {
    if (config?.signIn) return { max: signinMax, keyGenerator: perIpKey('signin') };
    if (config?.signup) return { max: signupMax, keyGenerator: perIpKey('signup') };
    if (config?.createsVisitor) return { max: sessionMax, keyGenerator: perIpKey('session') };
    // Every write a visitor makes counts here: batched, like the global limit (docs/decisions/008).
    return { max: writeMax, keyGenerator: writerKey, isBatched: true };
  };
  // Writes get their own, tighter bucket per visitor (per IP without a valid token); sign-ups, new
  // visitors and sign-in attempts a bucket per IP. This hook must be added before the rate-limit plugin's own
  // onRoute hook, which reads `config.rateLimit`. The identity plugin's onRequest hook (registered
  // first, on the root) has read the bearer token by the time these route-level hooks run.
  app.decorateRequest('failedSignInKey', null);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method)) || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: { ...writeBucket(route.config), timeWindow: windowMs, errorResponseBuilder },
    };
    const accountKey = route.config.signIn?.accountKey;
    if (accountKey) limitFailedSignIns(route, accountKey);
    if (route.config.upload) limitUploads(route);
  });

  /**
   * Uploads (issue 40): one bucket per visitor, then one per IP, counted once the route's own
   * preHandlers let the request through (a request without a visitor answers 401 and counts in
   * neither). One the visitor's bucket refuses does not count against the IP. Limiters of their own,
   * so the shared store counts them for the whole deployment. Lazy: the plugin is registered below.
   */
  function limitUploads(route: RouteOptions) {
    let limiters: RateLimiter[] | null = null;
    const limitersOf = () => {
      limiters ??= [
        app.createRateLimit({
          max: options.rateLimit.uploadMax ?? DEFAULT_RATE_LIMITS.uploadMax,
          timeWindow: windowMs,
          keyGenerator: (request) => `upload:visitor:${request.visitor?.id ?? request.ip}`,
        }),
        app.createRateLimit({
          max: options.rateLimit.uploadIpMax ?? DEFAULT_RATE_LIMITS.uploadIpMax,
          timeWindow: windowMs,
          keyGenerator: perIpKey('upload'),
        }),
      ];
      return limiters;
    };
    const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limitersOf()) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded) {
          reply.header('retry-after', String(state.ttlInSeconds));
          throw errorResponseBuilder(request, { ttl: state.ttl, statusCode: 429 });
        }
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), refuse];
  }

  /**
   * Failed sign-ins (issue 35). Blocked per account *and* client IP: before the handler, an
   * address whose failures at this account fill `signinMax` gets 429; the owner on another network
   * still gets in. Per account from anywhere, only slowed: each failure in the window delays the
   * next attempts by `signinDelayMs` (at most `signinDelayMaxMs`), so guessing from many addresses
   * stays slow and the owner waits a moment at worst. After a 401, both count one. Limiters of their
   * own on the same route, so they read and count the store themselves (the plugin's own hook runs
   * once per request): the whole deployment shares them. Lazy: the plugin is registered below.
   */
  const delayPerFailure = options.rateLimit.signinDelayMs ?? DEFAULT_RATE_LIMITS.signinDelayMs ?? 0;
  const maxDelay = options.rateLimit.signinDelayMaxMs ?? DEFAULT_RATE_LIMITS.signinDelayMaxMs ?? 0;
  // Failures beyond this many add no delay, so the account's bucket needs to count no further.
  const slowingFailures = delayPerFailure > 0 ? Math.max(1, Math.ceil(maxDelay / delayPerFailure)) : 0;
  function limitFailedSignIns(route: RouteOptions, accountKey: (request: FastifyRequest) => Promise<string>) {
    let limiters: { block: RateLimiter; slow: RateLimiter | null } | null = null;
    const limitersOf = () => {
      limiters ??= {
        block: app.createRateLimit({
          max: signinMax,
          timeWindow: windowMs,
          keyGenerator: (request) => `signin-account:${request.failedSignInKey}:ip:${request.ip}`,
        }),
        slow:
          slowingFailures > 0
            ? app.createRateLimit({
                max: slowingFailures,
                timeWindow: windowMs,
                keyGenerator: (request) => `signin-slow:${request.failedSignInKey}`,
              })
            : null,
      };
      return limiters;
    };
    const refuseOrSlow = async (request: FastifyRequest, reply: FastifyReply) => {
      request.failedSignInKey = await accountKey(request);
      const { block, slow } = limitersOf();
      const state = await block(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        reply.header('retry-after', String(state.ttlInSeconds));
        throw errorResponseBuilder(request, { ttl: state.ttl, statusCode: 429 });
      }
      const recent = slow ? await slow(request, { increment: false }) : null;
      const delay =
        recent && !recent.isAllowed ? signInDelayMs(recent.max - recent.remaining, delayPerFailure, maxDelay) : 0;
      if (delay > 0) await setTimeout(delay);
    };
    const countFailure = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode !== 401 || !request.failedSignInKey) return;
      const { block, slow } = limitersOf();
      await block(request);
      if (slow) await slow(request);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseOrSlow];
    route.onResponse = [...[route.onResponse ?? []].flat(), countFailure];
  }
  // The two high-volume buckets, the global one per IP and the writes per visitor, are answered from
  // memory while well under their limit and counted in batches; the sign-up, new-visitor and sign-in
  // buckets and the failed sign-ins per account stay one exact statement per hit (docs/decisions/008).
  const sharedStore =
    isShared &&
    createSharedRateLimitStore(
      app.db,
      (error) => app.log.warn({ err: error }, 'rate-limit store unavailable: requests pass unlimited until it answers'),
      { isGlobalBatched: true },
    );
  await app.register(rateLimit, {
    global: true,
    max: globalMax,
    timeWindow: windowMs,
    errorResponseBuilder,
    // The built web app's files are static and cheap: one page load fetches dozens of them. A proxy
    // polls the readiness probe all day; it must never answer 429 (docs/decisions/006).
    allowList: (request) => !request.url.startsWith('/api') || request.url === '/api/ready',
    ...(sharedStore && {
      store: sharedStore,
      // The store is the database. When it cannot answer, neither can any route that does work: they
      // answer 503 themselves, and /api/health says the database is down. Failing closed would answer
      // every request, health included, with the store's error instead; counting resumes with the
      // first statement that succeeds (docs/decisions/007).
      skipOnError: true,
    }),
  });
  if (sharedStore) {
    let cleanup: LeasedScheduler | null = null;
    app.addHook('onReady', async () => {
      cleanup = startRateLimitCleanup(app.db, (entry) => app.log.info(entry, 'rate-limit cleanup'));
    });
    app.addHook('onClose', async () => {
      await cleanup?.stop();
      // Hits counted in memory reach the database before it closes (its hook runs after this one).
      await sharedStore.flush();
    });
  }
});
