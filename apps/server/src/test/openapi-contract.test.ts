import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documented } from '../lib/route-responses.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { openapiPlugin } from '../plugins/openapi.ts';
import { checkResponsesAgainstOpenApi, takeContractViolations } from './openapi-contract.ts';

/** The check every API test runs under (openapi-contract.setup.ts), on a small app that misbehaves on purpose. */
describe('the OpenAPI contract check', () => {
  let app: FastifyInstance;
  const ThingSchema = z.object({ success: z.literal(true), name: z.string() });

  beforeAll(async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(errorsPlugin);
    await server.register(openapiPlugin, { version: 'test' });
    const schema = { ...documented({ 200: ThingSchema }, { auth: 'none' }) };
    server.get('/api/thing', { schema }, async () => ({ success: true as const, name: 'Ada' }));
    // The misbehaving routes, without the types that would refuse to compile them.
    const untyped = server as unknown as FastifyInstance;
    const loose: FastifySchema = schema;
    // Answers a status its description does not list.
    untyped.get('/api/teapot', { schema: loose }, async (_request, reply) =>
      reply.status(418).send({ success: false, error: 'teapot', message: 'I am a teapot.' }),
    );
    // Sends a body the serializer does not see (a string), which its schema refuses.
    untyped.get('/api/wrong-shape', { schema }, async (_request, reply) =>
      reply.header('content-type', 'application/json').send(JSON.stringify({ success: true, name: 7 })),
    );
    untyped.get('/api/csv', { schema }, async (_request, reply) =>
      reply.header('content-type', 'text/csv').send('name\nAda\n'),
    );
    checkResponsesAgainstOpenApi(server);
    await server.ready();
    app = server;
  });
  afterAll(() => app.close());

  it('passes an answer that matches its description, and a 404 for a route that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/thing' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a status, a content type and a body the description does not have', async () => {
    for (const url of ['/api/teapot', '/api/wrong-shape', '/api/csv']) await app.inject({ method: 'GET', url });
    expect(takeContractViolations()).toEqual([
      'GET /api/teapot -> 418: GET /api/teapot does not document 418',
      expect.stringMatching(/^GET \/api\/wrong-shape -> 200: body does not match the schema: \/name must be string/),
      'GET /api/csv -> 200: answered text/csv, documented application/json',
    ]);
  });
});
