import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every response the API tests receive, checked against the OpenAPI document the server publishes
 * (issue 21: the description can no longer drift from the server). buildTestApp installs it; the
 * server project's setup file (openapi-contract.setup.ts) fails the test during which a response
 * broke the contract. A violation is a status the operation does not list, a content type it does
 * not list, or a JSON body its schema refuses. Live event streams are checked by status only.
 */

interface MediaType {
  schema?: unknown;
}
interface DocumentedResponse {
  content?: Record<string, MediaType>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
  components?: Record<string, unknown>;
}

const violations: string[] = [];

/** The violations recorded since the last call (the setup file asserts after each test). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/**
 * An OpenAPI 3.0 schema as the JSON Schema Ajv reads: `nullable: true` becomes a "null" type (and
 * a null in an `enum`, as OpenAPI 3.0.3 reads it); boolean exclusiveMinimum/Maximum become numbers.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  if (nullable === true) {
    const inner = toJsonSchema(rest) as Record<string, unknown>;
    return { anyOf: [inner, { type: 'null' }] };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = toJsonSchema(value);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  return out;
}

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsPlugin as unknown as { default?: unknown }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

class Contract {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly components: unknown;

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.components = toJsonSchema(doc.components ?? {});
  }

  operation(path: string, method: string) {
    return this.doc.paths[path]?.[method];
  }

  validator(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // The components ride along so `#/components/schemas/...` references resolve.
      validate = this.ajv.compile({ allOf: [toJsonSchema(schema)], components: this.components } as object);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** `/api/questions/:id` as the document writes it: `/api/questions/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const mediaTypeOf = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

function textOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

function check(
  contract: Contract,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  hasPayload: boolean,
) {
  const status = reply.statusCode;
  const label = `${request.method} ${request.url.split('?')[0]} -> ${status}`;
  const routeUrl = request.routeOptions.url;
  if (routeUrl === undefined || request.is404) {
    // No route: the not-found handler, or a URL refused before routing. The document says so once.
    if (![400, 404, 414].includes(status)) violations.push(`${label}: answered by no route with ${status}`);
    return;
  }
  const path = documentPath(routeUrl);
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  // Hidden routes (the document itself, Swagger UI) and routes a test adds are not in the document.
  if (!contract.operation(path, method)) return;
  const documented = contract.operation(path, method)?.responses?.[String(status)];
  if (!documented) {
    violations.push(`${label}: ${method.toUpperCase()} ${path} does not document ${status}`);
    return;
  }
  if (!hasPayload || request.method === 'HEAD' || status === 304) return;
  const mediaType = mediaTypeOf(reply);
  const content = documented.content;
  const text = textOf(payload);
  if (!content) {
    if (text) violations.push(`${label}: documented without a body, answered ${text.slice(0, 200)}`);
    return;
  }
  const media = content[mediaType];
  if (!media) {
    violations.push(`${label}: answered ${mediaType || 'no content type'}, documented ${Object.keys(content)}`);
    return;
  }
  // A compressed or streamed body is not read here; JSON is the contract that matters.
  if (text === null || !mediaType.endsWith('json') || media.schema === undefined) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    violations.push(`${label}: not JSON: ${text.slice(0, 200)}`);
    return;
  }
  const validate = contract.validator(`${method} ${path} ${status} ${mediaType}`, media.schema);
  if (!validate(body)) {
    violations.push(`${label}: body does not match the schema: ${describeErrors(validate)} in ${text.slice(0, 300)}`);
  }
}

/** The check never changes the answer: a failure of its own is recorded like a violation. */
function checkSafely(contract: Contract | null, ...args: [FastifyRequest, FastifyReply, unknown, boolean]) {
  if (!contract) return;
  try {
    check(contract, ...args);
  } catch (error) {
    violations.push(`${args[0].method} ${args[0].url}: could not be checked: ${(error as Error).message}`);
  }
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
    .join('; ');
}

/**
 * Installs the check on a built (not yet ready) app. The document is read on the first response,
 * once every route is known. onSend sees every ordinary response; a hijacked one (the event stream)
 * skips onSend, so onResponse checks its status.
 */
export function checkResponsesAgainstOpenApi(app: FastifyInstance) {
  let contract: Contract | null = null;
  const contractOf = () => {
    try {
      contract ??= new Contract(app.swagger() as unknown as OpenApiDocument);
    } catch (error) {
      violations.push(`the OpenAPI document cannot be built: ${error instanceof Error ? error.message : error}`);
    }
    return contract;
  };
  const seen = new WeakSet<FastifyRequest>();
  const applies = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url === '/api';
  app.addHook('onSend', async (request, reply, payload) => {
    if (!applies(request)) return payload;
    seen.add(request);
    checkSafely(contractOf(), request, reply, payload, true);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!applies(request) || seen.has(request)) return;
    checkSafely(contractOf(), request, reply, null, false);
  });
}
