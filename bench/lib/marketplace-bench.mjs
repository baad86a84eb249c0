// The marketplace's personal paths (issue 20, DESIGN.md §8): sending a message, reading one's
// notifications, and the live stream's fan-out (1,000 open streams on one process).
import { readFileSync } from 'node:fs';
import { readEventBlocks } from '../../scripts/lib/sse-parse.mjs';
import { measure } from './load.mjs';
import { eachRequest, jsonRequest } from './requests.mjs';

const APPLICANTS = 10;
export const FANOUT_STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const FANOUT_EVENTS = 20;

const JOB = {
  title: 'Bench: a pre-order app for a bakery',
  category: 'Mobile App',
  targetAudience: 'Regular customers of a neighbourhood bakery',
  description: 'An iOS and Android app where customers pre-order bread and pastries for pick-up.',
  keyFeatures: 'Menu, pre-orders, pick-up slots, payments',
  technologyStack: 'React Native, Node.js, PostgreSQL',
  budget: '$8,000 - $12,000',
  timeline: '3 months',
  successCriteria: '200 pre-orders a week after launch',
  potentialChallenges: 'Pick-up slot capacity at peak hours',
};

export async function call(url, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A job owned by `owner` with one application from each of `applicants`; returns the application ids. */
export async function prepareConversations(baseUrl, owner, applicants) {
  const { jobId } = await call(`${baseUrl}/api/jobs`, {
    method: 'POST',
    token: owner,
    body: JOB,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  const applications = [];
  for (const token of applicants) {
    const { application } = await call(`${baseUrl}/api/applications`, {
      method: 'POST',
      token,
      body: { jobId, coverLetter: 'I have shipped three React Native apps with Stripe payments.' },
    });
    applications.push({ id: application.id, applicant: token });
  }
  return applications;
}

/** Each request sends one message in one of the conversations, from the owner or the applicant in turn. */
export function messageRequests(owner, conversations) {
  return eachRequest((n) => {
    const count = n + 1;
    const conversation = conversations[count % conversations.length];
    return jsonRequest({
      path: `/api/applications/${conversation.id}/messages`,
      token: count % 2 === 0 ? owner : conversation.applicant,
      body: { body: `Bench message ${count}: can we talk about the pick-up slots?` },
    });
  });
}

/** Adds the marketplace rows to an API results table (the server at `baseUrl`, visitors `tokens`). */
export async function benchMarketplace(baseUrl, tokens) {
  const [owner, ...others] = tokens;
  const conversations = await prepareConversations(baseUrl, owner, others.slice(0, APPLICANTS));
  return {
    'POST /api/applications/:id/messages': await measure({
      url: baseUrl,
      requests: messageRequests(owner, conversations),
    }),
    'GET /api/notifications (signed in)': await measure({
      url: `${baseUrl}/api/notifications`,
      headers: { authorization: `Bearer ${owner}` },
    }),
  };
}

function residentMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Opens one stream and calls `onEvent(id)` for each notification event; resolves once the stream is open. */
async function openStream(baseUrl, token, onEvent) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  readEventBlocks(reader, (block) => {
    if (block.id && block.event === 'notification') onEvent(block.id);
  }).catch(() => {
    // Aborted at the end of the run.
  });
  return () => controller.abort();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Live fan-out on one server process: FANOUT_STREAMS open streams of one visitor (as many tabs),
 * then FANOUT_EVENTS messages to that visitor, one at a time; for each, the time from the send
 * until every stream has the event. Reports the server's resident memory per open stream.
 */
export async function benchFanout(server) {
  const session = async () => (await call(`${server.url}/api/session`, { method: 'POST' })).token;
  const owner = await session();
  const applicant = await session();
  const [conversation] = await prepareConversations(server.url, owner, [applicant]);

  const waiting = new Map();
  const latencies = [];
  const onEvent = (id) => {
    const pending = waiting.get(id);
    if (!pending) return;
    latencies.push(performance.now() - pending.sentAt);
    pending.remaining -= 1;
    if (pending.remaining === 0) pending.resolve();
  };
  // Unmatched events (sent before its id is known) are matched by order: one event in flight at a time.
  let current = null;
  const record = (id) => {
    if (current && !waiting.has(id)) waiting.set(id, current);
    onEvent(id);
  };

  const before = residentMemoryMb(server.pid);
  const closers = [];
  for (let i = 0; i < FANOUT_STREAMS; i += 50) {
    const batch = Math.min(50, FANOUT_STREAMS - i);
    closers.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(server.url, owner, record)))));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = residentMemoryMb(server.pid);

  const perEvent = [];
  try {
    for (let event = 0; event < FANOUT_EVENTS; event += 1) {
      let resolve;
      const done = new Promise((r) => {
        resolve = r;
      });
      current = { sentAt: performance.now(), remaining: FANOUT_STREAMS, resolve };
      await call(`${server.url}/api/applications/${conversation.id}/messages`, {
        method: 'POST',
        token: applicant,
        body: { body: `Fan-out event ${event}` },
      });
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`event ${event} did not reach every stream in 10 s`)), 10_000),
      );
      await Promise.race([done, timeout]);
      perEvent.push(performance.now() - current.sentAt);
      current = null;
      waiting.clear();
    }
  } finally {
    for (const close of closers) close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const allSorted = [...perEvent].sort((a, b) => a - b);
  return {
    streams: FANOUT_STREAMS,
    events: FANOUT_EVENTS,
    memoryBeforeMb: before,
    memoryAfterMb: after,
    kbPerStream: ((after - before) * 1024) / FANOUT_STREAMS,
    deliveryP50: percentile(sorted, 50),
    deliveryP99: percentile(sorted, 99),
    allReachedP99: percentile(allSorted, 99),
    allReachedMax: allSorted.at(-1),
  };
}
