import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../../../scripts/lib/throwaway-postgres.mjs';
import { type EventStream, openEventStream } from '../sse-client.ts';
import { buildServer } from './built-server.ts';
import { call, createVisitor, questionBody, type ServerProcess, startServer, waitFor } from './server-process.ts';

const unavailable = postgresUnavailableReason();

/**
 * A request whose headers are sent in two parts: the connection is busy (not idle) from the first
 * part, so a closing server keeps it open instead of dropping it, and the request itself only
 * reaches the server with the second part: a request that arrives while the server drains.
 */
async function openSplitRequest(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n`);
  return {
    /** Sends the end of the headers and reads the answer until the server closes the connection. */
    async finish() {
      socket.write('\r\n');
      await closed;
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
    },
  };
}

/**
 * Issue 22 §5: on SIGTERM the production build (plain `node apps/server/dist/server.js`) answers
 * readiness 503, ends its event streams with a short retry hint, stops accepting, finishes the
 * request in flight, closes its pool and exits 0.
 */
describe.skipIf(unavailable !== null)(
  `SIGTERM drains the built server on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let postgres: ThrowawayPostgres | undefined;
    let server: ServerProcess | undefined;
    let stream: EventStream | undefined;
    /** Holds the lock that keeps the slow request in flight. */
    let locker: pg.Client | undefined;
    let observer: pg.Client | undefined;
    const count = async (statement: string) =>
      (await (observer as pg.Client).query<{ count: number }>(statement)).rows[0]?.count ?? 0;

    beforeAll(async () => {
      buildServer();
      const started = await startThrowawayPostgres();
      if (!started.server) throw new Error(started.reason);
      postgres = started.server;
      server = await startServer({ database: { url: postgres.url }, build: true });
      observer = new pg.Client({ connectionString: postgres.url });
      await observer.connect();
    }, 90_000);

    afterAll(async () => {
      await stream?.close();
      await locker?.end().catch(() => {});
      await observer?.end().catch(() => {});
      await server?.kill();
      await postgres?.stop();
    });

    it('answers readiness 503, ends streams with a retry hint, finishes the request in flight and exits 0', {
      timeout: 60_000,
    }, async () => {
      if (!server || !postgres) throw new Error('not started');
      const { baseUrl, port, child } = server;
      const visitor = await createVisitor(baseUrl);
      expect((await call(baseUrl, 'GET', '/api/ready')).body).toEqual({ success: true, ready: true });
      stream = await openEventStream(`${baseUrl}/api/notifications/stream`, visitor.headers);
      expect(stream.response.status).toBe(200);
      const lateReadiness = await openSplitRequest(port, '/api/ready');

      // The slow request: a question written while another session holds the table, so it is still
      // in flight when SIGTERM comes.
      locker = new pg.Client({ connectionString: postgres.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table questions in access exclusive mode');
      const slowWrite = call(baseUrl, 'POST', '/api/questions', {
        headers: visitor.headers,
        body: questionBody('in flight during the drain'),
      });
      await waitFor(
        'the write to wait for the lock',
        async () =>
          (await count("select count(*)::int as count from pg_stat_activity where wait_event_type = 'Lock'")) > 0,
      );

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');

      // The streams end first, telling the client to come back soon (elsewhere, through the proxy).
      await expect(stream.ended()).resolves.toBe(true);
      expect(stream.retry).toBeGreaterThanOrEqual(250);
      expect(stream.retry).toBeLessThan(1250);

      // New connections are refused once it stops accepting; nothing says ready any more.
      const probes: number[] = [];
      await waitFor('new connections to be refused', async () => {
        const probe = await call(baseUrl, 'GET', '/api/ready', { timeoutMs: 2_000 });
        probes.push(probe.status);
        return probe.status === 0;
      });
      expect(probes.filter((status) => status !== 503 && status !== 0)).toEqual([]);

      // A request that reaches it now, on a connection it already had, is told: draining.
      const late = await lateReadiness.finish();
      expect(late.status).toBe(503);
      expect(late.headers.connection).toBe('close');
      expect(late.body).toMatchObject({ success: false, ready: false, error: 'not_ready', reason: 'draining' });

      // The write in flight still completes and is stored; then the process exits 0.
      expect(child.exitCode).toBeNull();
      await locker.query('rollback');
      const written = await slowWrite;
      expect(written.status).toBe(201);
      expect(await exited).toBe(0);
      expect(
        await count(
          "select count(*)::int as count from questions where title = 'Resilience in flight during the drain'",
        ),
      ).toBe(1);
    });
  },
);
