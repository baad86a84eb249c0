import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests only: a local OpenAI-compatible chat completions endpoint that misbehaves on request. */
export type FakeLlmMode = 'good' | 'slow' | 'broken-json' | 'schema-breaking' | 'server-error';

export interface FakeLlmRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

export interface FakeLlm {
  baseUrl: string;
  mode: FakeLlmMode;
  /** What the model answers in 'good' mode, per kind of request (the JSON schema's name). */
  answers: Record<string, unknown>;
  requests: FakeLlmRequest[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeLlmRequest['body'];
};

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

/** Starts the fake endpoint on a free loopback port. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    mode: 'good',
    answers: {},
    requests: [],
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    fake.requests.push({ authorization: request.headers.authorization, body });
    const name = body.response_format?.json_schema?.name ?? '';
    const reply = (status: number, payload: string) => {
      if (!response.writableEnded) response.writeHead(status, { 'content-type': 'application/json' }).end(payload);
    };
    switch (fake.mode) {
      case 'good':
        return reply(200, completion(JSON.stringify(fake.answers[name] ?? {})));
      case 'slow':
        // Longer than the assistant waits (3 s); the connection is closed by then or by close().
        setTimeout(() => reply(200, completion(JSON.stringify(fake.answers[name] ?? {}))), 3_600);
        return;
      case 'broken-json':
        return reply(200, completion('{"title": "Bakery app", "category": '));
      case 'schema-breaking':
        return reply(200, completion(JSON.stringify({ title: 42, category: 'Gardening', budgetMin: 'lots' })));
      case 'server-error':
        return reply(500, JSON.stringify({ error: { message: 'overloaded' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
