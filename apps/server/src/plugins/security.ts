import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadVisitor } from './identity.ts';

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
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public sign-up forms: limited per IP by `signupMax`. */
    signup?: boolean;
    /** Creates an anonymous visitor (`POST /api/session`): limited per IP by `sessionMax`. */
    createsVisitor?: boolean;
  }
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  globalMax: 600,
  writeMax: 60,
  signupMax: 10,
  sessionMax: 30,
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

function perIpKey(prefix: string) {
  return (request: FastifyRequest) => `${prefix}:${request.ip}`;
}

function rateLimitedMessage(seconds: number) {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Helmet with a strict CSP, a CORS allow-list and two rate limits (DESIGN.md §7). */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
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

  await app.register(cors, {
    // Same-origin only unless CORS_ORIGINS lists other origins.
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
  });

  const { globalMax, writeMax, signupMax, sessionMax, windowMs } = options.rateLimit;
  const errorResponseBuilder = (_request: FastifyRequest, context: { ttl: number; statusCode: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return Object.assign(new Error(rateLimitedMessage(seconds)), { statusCode: context.statusCode });
  };
  const writeBucket = (config: FastifyContextConfig | undefined) => {
    if (config?.signup) return { max: signupMax, keyGenerator: perIpKey('signup') };
    if (config?.createsVisitor) return { max: sessionMax, keyGenerator: perIpKey('session') };
    return { max: writeMax, keyGenerator: writerKey };
  };
  // Writes get their own, tighter bucket per visitor (per IP without a valid token); sign-ups and
  // new visitors a bucket per IP. This hook must be added before the rate-limit plugin's own
  // onRoute hook, which reads `config.rateLimit`. The identity plugin's onRequest hook (registered
  // first, on the root) has read the bearer token by the time these route-level hooks run.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method)) || route.config?.rateLimit) return;
    route.config = {
      ...route.config,
      rateLimit: { ...writeBucket(route.config), timeWindow: windowMs, errorResponseBuilder },
    };
  });
  await app.register(rateLimit, {
    global: true,
    max: globalMax,
    timeWindow: windowMs,
    errorResponseBuilder,
    // The built web app's files are static and cheap: one page load fetches dozens of them.
    allowList: (request) => !request.url.startsWith('/api'),
  });
});
