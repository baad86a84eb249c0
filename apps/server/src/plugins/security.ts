import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../lib/tokens.ts';

export interface SecurityOptions {
  corsOrigins: string[];
  rateLimit: RateLimitOptions;
}

export interface RateLimitOptions {
  /** Requests per window per IP, on every route. */
  globalMax: number;
  /** Writes (POST, PUT, PATCH, DELETE) per window per visitor (or per IP without a token). */
  writeMax: number;
  /** Sign-ups (routes with `config.signup`) per window per IP, whoever the visitor claims to be. */
  signupMax: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public sign-up forms: limited per IP by `signupMax`. */
    signup?: boolean;
  }
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = { globalMax: 600, writeMax: 60, signupMax: 10, windowMs: 60_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function visitorKey(request: FastifyRequest): string {
  return request.bearerToken ? `visitor:${hashToken(request.bearerToken)}` : `ip:${request.ip}`;
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

  const { globalMax, writeMax, signupMax, windowMs } = options.rateLimit;
  const errorResponseBuilder = (_request: FastifyRequest, context: { ttl: number; statusCode: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return Object.assign(new Error(rateLimitedMessage(seconds)), { statusCode: context.statusCode });
  };
  // Writes get their own, tighter bucket per visitor (per IP without a token). This hook must be
  // added before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method)) || route.config?.rateLimit) return;
    const perIp = route.config?.signup === true;
    route.config = {
      ...route.config,
      rateLimit: {
        max: perIp ? signupMax : writeMax,
        timeWindow: windowMs,
        keyGenerator: perIp ? (request: FastifyRequest) => `signup:${request.ip}` : visitorKey,
        errorResponseBuilder,
      },
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
