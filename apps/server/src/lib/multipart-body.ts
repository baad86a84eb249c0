import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI request body of a route that reads multipart/form-data itself (a file upload): such
 * a route declares no zod `body`, since Fastify never validates a streamed form, so its document
 * entry gets the form's fields here instead. Used as the route's `config.swaggerTransform`: zod's
 * transform for everything else, then the body.
 */
export function multipartBody(fields: {
  /** Field name -> what it carries; each is one file (`format: binary`). */
  files: Record<string, string>;
}): SwaggerTransform {
  const properties = Object.fromEntries(
    Object.entries(fields.files).map(([name, description]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  return (input) => {
    const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    return {
      ...result,
      schema: {
        ...result.schema,
        consumes: ['multipart/form-data'],
        body: { type: 'object', required: Object.keys(properties), properties },
      },
    };
  };
}
