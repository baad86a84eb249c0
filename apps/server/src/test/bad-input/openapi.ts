import type { JsonSchema, Operation } from './types.ts';

/** Reading the operations out of the OpenAPI document. */

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

/**
 * Every operation of the document except Swagger UI, static files and live event streams (a
 * stream never ends; notification-stream.test.ts covers its refusals over a real socket).
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        queryParams: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
