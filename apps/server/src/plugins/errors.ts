import { API_ERROR_CODES, type ApiError, type FieldError } from '@app/shared/api/api-error.schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailableError } from '../lib/database-errors.ts';

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).send(body);
}

function describeField(path: readonly PropertyKey[], prefix: string): string {
  const parts = path.map(String);
  return [prefix, ...parts].filter(Boolean).join('.');
}

/** A lone half of a UTF-16 surrogate pair: valid in JSON (`"\ud800"`), not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string (or object key) that the database could not store unchanged:
 * PostgreSQL text and jsonb refuse U+0000, and a lone surrogate would be stored as U+FFFD. Null when
 * there is none. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(root: unknown): string | null {
  type Node = { value: unknown; key: string; parent: Node | null };
  const pathOf = (node: Node) => {
    const keys: string[] = [];
    for (let current: Node | null = node; current?.parent; current = current.parent) keys.unshift(current.key);
    return keys.join('.');
  };
  const stack: Node[] = [{ value: root, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return pathOf(node);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childNode = { value: child, key, parent: node };
        if (isUnstorable(key)) return pathOf(childNode);
        stack.push(childNode);
      }
    }
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: failures raised before a route is found (a malformed percent-encoding,
 * a path parameter over 100 characters) get the API error shape too, instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, {
        success: false,
        error: API_ERROR_CODES.invalidInput,
        message: 'The URL is not valid: it has a malformed percent-encoding.',
      });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(reply, 414, {
        success: false,
        error: API_ERROR_CODES.invalidInput,
        message: 'A path parameter is longer than 100 characters.',
      });
  }
  request.log.error({ err: error }, 'unhandled framework error');
  return send(reply, 500, {
    success: false,
    error: API_ERROR_CODES.internal,
    message: `An unexpected error occurred. Reference: ${request.id}`,
  });
}

/**
 * The one place failures become the API error shape (DESIGN.md §4). Expected errors keep their
 * message; anything unexpected answers a generic 500 and is logged with its request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // The API speaks JSON only: anything else is a 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  // Text the database cannot store unchanged is refused before validation, on every route: a 400
  // naming the field, never a 500 from the database or a silently altered string.
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['', request.body],
      ['query', request.query],
      ['params', request.params],
    ];
    for (const [where, value] of parts) {
      const path = findUnstorableText(value);
      if (path === null) continue;
      const field = [where, path].filter(Boolean).join('.') || 'body';
      throw new AppError(400, API_ERROR_CODES.invalidInput, `Invalid ${field}: ${UNSTORABLE_MESSAGE}`, [
        { path: field, message: UNSTORABLE_MESSAGE },
      ]);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const where = context === 'querystring' ? 'query' : context;
      const errors: FieldError[] = error.validation.map((issue) => {
        const path = describeField(issue.instancePath.split('/').filter(Boolean), where === 'body' ? '' : where);
        return { path: path || where, message: issue.message ?? 'is invalid' };
      });
      const first = errors[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid input';
      return send(reply, 400, { success: false, error: API_ERROR_CODES.invalidInput, message, errors });
    }
    if (error instanceof AppError) {
      return send(reply, error.statusCode, {
        success: false,
        error: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, {
          success: false,
          error: API_ERROR_CODES.invalidJson,
          message: 'The request body is not valid JSON.',
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, {
          success: false,
          error: API_ERROR_CODES.payloadTooLarge,
          message: 'The request body is larger than 100 KB.',
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, {
          success: false,
          error: API_ERROR_CODES.unsupportedMediaType,
          message: 'Send the request body as application/json.',
        });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, {
        success: false,
        error: API_ERROR_CODES.rateLimited,
        message: error.message,
      });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, 400, {
        success: false,
        error: API_ERROR_CODES.invalidJson,
        message: 'The request body is not valid JSON.',
      });
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 503, {
        success: false,
        error: API_ERROR_CODES.databaseUnavailable,
        message: 'The database is unavailable. Please try again shortly.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        success: false,
        error: API_ERROR_CODES.invalidInput,
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      success: false,
      error: API_ERROR_CODES.internal,
      message: `An unexpected error occurred. Reference: ${request.id}`,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      success: false,
      error: API_ERROR_CODES.notFound,
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
});
