import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_SCHEMES } from '../lib/route-responses.ts';

const DESCRIPTION = [
  'The platform API. Reads need no token; writes need a visitor token from POST /api/session, or a saved',
  "account's session from POST /api/account/sign-in or /api/account/recover (the same `Authorization: Bearer`",
  "header). Admin routes need the admin token. Each operation's `security` says which it accepts; none means",
  'public.',
  '',
  'Every failure is `{ success: false, error, message }` (the `ApiError` schema), and each operation lists',
  'every status it can answer. Besides those, any URL may answer 404 (no such route), 400 (a malformed',
  'percent-encoding) or 414 (a path parameter over 100 characters) before a route is chosen.',
].join('\n');

/** `ApiError` once in `components.schemas`, referenced by every error response. */
function registerSharedSchemas() {
  if (!z.globalRegistry.has(ApiErrorSchema)) z.globalRegistry.add(ApiErrorSchema, { id: 'ApiError' });
}

type Transform = typeof jsonSchemaTransform;

/** zod's transform, then a 304 written without content (it has no body; zod has no "no body" type). */
const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const response = (result.schema as { response?: Record<string, { description?: string }> } | undefined)?.response;
  const notModified = response?.['304'];
  if (response && notModified) response['304'] = { type: 'null', description: notModified.description } as never;
  return result;
};

/** OpenAPI generated from every route's zod schemas: /api/openapi.json, browsable at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  registerSharedSchemas();
  await app.register(swagger, {
    openapi: {
      info: { title: 'AI Project Assistant API', description: DESCRIPTION, version: options.version },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
