import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { z } from 'zod';

/**
 * Who may call a route and every status it can answer, as the OpenAPI document tells it (issue 21:
 * "the API description tells the truth about who may call what"). Every route declares its
 * `security` and `response` with `documented()`; apps/server/src/test/openapi-contract.ts checks
 * every response the API tests receive against the document built from them.
 */

/**
 * The three ways to authenticate, all `Authorization: Bearer <token>`. A visitor token and a saved
 * account's session are the same kind of token (a session row): routes that need a visitor accept
 * either. plugins/openapi.ts puts these in `components.securitySchemes`.
 */
export const SECURITY_SCHEMES = {
  visitorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An anonymous visitor: the token POST /api/session returns. It never expires while the visitor is not ' +
      'saved with a passkey.',
  },
  accountSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A saved account's session: the token POST /api/account/sign-in or POST /api/account/recover returns (and " +
      'every session of a visitor who saves a passkey). Same header as a visitor token; it ends after 30 days ' +
      'without use, and then routes that need it answer 401 `session_expired`.',
  },
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The ADMIN_TOKEN of the deployment (printed once at start when it is not set).',
  },
} as const;

/**
 * - `none`: public; a token is ignored.
 * - `optional`: public; a visitor token personalises the answer (my vote, my wallet). An unknown or
 *   expired token reads as nobody, never a 401.
 * - `visitor`: a visitor token or an account session (401 without one).
 * - `admin`: the admin token (401 without a token, 403 with another one).
 * - `visitor-or-admin`: a visitor (for what is theirs) or the admin.
 */
export type RouteAuth = 'none' | 'optional' | 'visitor' | 'admin' | 'visitor-or-admin';

export interface RouteResponseOptions {
  auth: RouteAuth;
  /** The route reads a JSON body (every POST, PUT, PATCH and DELETE does): 413 and 415. */
  body?: boolean;
  /** 403 for a caller who is known but may not do this (not the owner); `admin` routes have it anyway. */
  forbidden?: boolean | string;
  /** 404: an id in the path, or something of the caller's that may not exist; the sentence says what. */
  notFound?: boolean | string;
  /** 409: a state conflict (and on idempotent routes, an Idempotency-Key reused for another request). */
  conflict?: boolean | string;
  /** 304 when If-None-Match matches (the answers the read cache serves with an ETag). */
  notModified?: boolean;
  /** 503 when the database cannot be reached; true unless the route never touches it. */
  database?: boolean;
}

type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof ApiErrorSchema } } };
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

const error = (description: string): ErrorResponse => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

const UNAUTHORIZED_VISITOR =
  'No bearer token, or one that names no visitor, such as the admin token (`unauthorized`); or a saved ' +
  "account's session unused for 30 days (`session_expired`): sign in again.";

type SecurityRequirement = Record<string, string[]>;
const VISITOR: SecurityRequirement[] = [{ visitorToken: [] }, { accountSession: [] }];
const SECURITY: Record<RouteAuth, SecurityRequirement[] | undefined> = {
  none: undefined,
  // `{}` first: anonymous is fine.
  optional: [{}, ...VISITOR],
  visitor: VISITOR,
  admin: [{ adminToken: [] }],
  'visitor-or-admin': [...VISITOR, { adminToken: [] }],
};

/** 304 has no body: plugins/openapi.ts writes it without content. */
const NotModifiedSchema = z.null().describe('Not modified: the ETag sent in If-None-Match is still current (no body).');

const sentence = (value: boolean | string | undefined, fallback: string) =>
  typeof value === 'string' ? value : fallback;

/**
 * `schema: { tags, summary, ...documented({ 200: X }, { auth: 'visitor', body: true, notFound: true }) }`.
 * An error status in the first argument replaces the shared one (a route's own 401 sentence).
 * Every route can answer 400 (a query or path with text the database cannot store is refused on
 * any route), 429 (the rate limit covers every /api route), 500 (a bug) and, unless told
 * otherwise, 503.
 */
export function documented<const Success extends Record<number, unknown>>(
  success: Success,
  options: RouteResponseOptions,
) {
  const { auth } = options;
  const responses: Record<number, unknown> = {
    400: error(
      'Invalid input: `invalid_input` with `errors[]` naming each field, or `invalid_json` for a body that is ' +
        'not JSON.',
    ),
  };
  if (options.notModified) responses[304] = NotModifiedSchema;
  if (auth === 'visitor' || auth === 'visitor-or-admin') responses[401] = error(UNAUTHORIZED_VISITOR);
  if (auth === 'admin') responses[401] = error('No bearer token (`unauthorized`): this is for the admin.');
  if (auth === 'admin') responses[403] = error('A token that is not the admin token (`forbidden`).');
  else if (options.forbidden) {
    responses[403] = error(sentence(options.forbidden, 'Not yours: only its owner (or the admin) may (`forbidden`).'));
  }
  if (options.notFound) responses[404] = error(sentence(options.notFound, 'Not found (`not_found`).'));
  if (options.conflict) {
    responses[409] = error(
      sentence(options.conflict, 'Conflicts with the current state (`conflict`); the message says why.'),
    );
  }
  if (options.body) {
    responses[413] = error('The body is larger than 100 KB (`payload_too_large`).');
    responses[415] = error('The body is not sent as application/json (`unsupported_media_type`).');
  }
  responses[429] = error('Too many requests (`rate_limited`); Retry-After says in how many seconds to try again.');
  responses[500] = error(
    'An unexpected failure (`internal_error`); the message carries a reference for the logs, never a stack trace.',
  );
  if (options.database ?? true) {
    responses[503] = error('The database cannot be reached (`database_unavailable`); try again shortly.');
  }
  const security = SECURITY[auth];
  // What the route passes itself wins: a 401 with its own sentence, the health check's own 503.
  return {
    ...(security ? { security } : {}),
    response: { ...responses, ...success } as Success & Record<ErrorStatus, ErrorResponse>,
  };
}
