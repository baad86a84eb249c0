import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../db/seed/run-seeds.ts';
import { hashToken } from '../lib/tokens.ts';
import { createSubscriber } from '../modules/delivery/push-decrypt.test-helper.ts';
import { reauthenticate, saveAccount, signInWithPasskey } from './account-factories.ts';
import { casesFor } from './bad-input/cases-for.ts';
import {
  COMBINED_TEXT,
  EXTRA_MARKERS,
  INJECTIONS,
  SQL_INJECTIONS,
  UNICODE_TEXT,
  UNKNOWN_UUID,
} from './bad-input/constants.ts';
import { operationKey, operationsOf } from './bad-input/openapi.ts';
import { sampleOf } from './bad-input/schema.ts';
import { CATEGORIES, type Category, type Operation, type SweepCase } from './bad-input/types.ts';
import { createBounty, submitWork } from './bounty-factories.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from './build-test-app.ts';
import { buildPrototype, postAnswer, postPrototype, postQuestion, UNLIMITED } from './community-factories.ts';
import { createVirtualAuthenticator } from './virtual-authenticator.ts';

/**
 * The bad-input sweep (issue 13, DESIGN.md §4 and §7): every operation of the OpenAPI document
 * gets malformed JSON, wrong types, missing fields, 100,000-character strings, unicode, injection
 * strings, edge numbers, unknown enum values, invalid ids, unknown query values and extra fields.
 * Refused requests must be 4xx JSON errors in the API shape, without a stack trace, and leave the
 * database as it was; requests that are valid after all must store their text unchanged.
 */

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

const ERROR_CODES = new Set<string>(Object.values(API_ERROR_CODES));
const ERROR_KEYS = new Set(['success', 'error', 'message', 'errors']);
/** A stack frame, a source position or a dependency path: never in an answer. */
const STACK_TRACE = /\n\s+at |\bat [\w$.<>[\]]+ \(|\.[cm]?[jt]s:\d+|node_modules/;
const CONCURRENCY = 8;
/**
 * Operations that end the caller's identity (issue 21): each is sent with a visitor of its own,
 * so the sweep's main visitor is still there for the operations after them.
 */
const LEAVING_OPERATIONS = ['POST /api/account/sign-out', 'POST /api/account/delete'];

describe('bad-input sweep over every API operation', () => {
  let testApp: TestApp;
  let visitor: Visitor;
  let other: Visitor;
  let operations: Operation[];
  const leavers = new Map<string, Visitor>();
  const probeLeavers = new Map<string, Visitor>();
  /** Path template -> parameter -> a real value, so requests get past "not found" to the handler. */
  const pathIds = new Map<string, Record<string, string>>();
  const fallbackIds: string[] = [];
  /** Valid base bodies, built fresh per request (some fields must be unique). */
  const bodies = new Map<string, () => unknown>();
  const adminOperations = new Set<string>();
  const casesByOperation = new Map<string, SweepCase[]>();
  const sent = { refuse: 0, either: 0 };

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    // An SMTP server that is never reached (nothing is sent here): POST /api/account/email needs one.
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    await runSeeds(testApp.database.db);
    visitor = await createVisitor(testApp.app);
    other = await createVisitor(testApp.app);
    const prober = await createVisitor(testApp.app);
    for (const key of LEAVING_OPERATIONS) {
      leavers.set(key, await createVisitor(testApp.app));
      probeLeavers.set(key, await createVisitor(testApp.app));
    }

    const docResponse = await inject({ method: 'GET', url: '/api/openapi.json' });
    expect(docResponse.statusCode).toBe(200);
    operations = operationsOf(docResponse.json());

    await createFixtures();
    for (const op of operations) {
      const cases = casesFor(op, baseBodyOf(op));
      for (const c of cases) {
        // One user's events is a filter over stored events (which keep the ids of visitors whose
        // events arrived anonymously or later): an unknown id finds no events, a 200 with [].
        if (operationKey(op) === 'GET /api/analytics/user/{id}' && c.label.includes('=unknown ')) c.expect = 'either';
      }
      casesByOperation.set(operationKey(op), cases);
    }

    // Which operations are for the admin: a valid request from a visitor who owns nothing, with
    // unknown ids in the path (so nothing of the fixtures changes), answers "admins only".
    const probes = await inParallel(operations, CONCURRENCY, async (op) => {
      const response = await send(
        { op, category: 'unknown-query', label: 'probe', expect: 'either', body: bodyCase(op) },
        probeLeavers.get(operationKey(op))?.token ?? prober.token,
        Object.fromEntries(op.pathParams.map((p) => [p.name, p.schema.enum ? String(p.schema.enum[0]) : UNKNOWN_UUID])),
      );
      return { op, response };
    });
    const refusedBases: string[] = [];
    for (const { op, response } of probes) {
      const body = safeJson(response.body) as { message?: string } | null;
      if (response.statusCode === 403 && /admin/i.test(body?.message ?? '')) adminOperations.add(operationKey(op));
      // A base body refused by validation ("Invalid <field>: ...", not a business rule such as
      // staking more than the balance) would make every per-field check meaningless.
      const invalid = /^Invalid (?!params)[\w.-]+: /.test(body?.message ?? '');
      if (response.statusCode === 400 && invalid) {
        refusedBases.push(`${operationKey(op)}: ${response.body}`);
      }
    }
    expect(refusedBases, 'the valid base bodies must pass validation').toEqual([]);
  }, 120_000);

  afterAll(() => testApp?.close());

  /** Real rows for every path template, owned by `visitor` where only the owner may change them. */
  async function createFixtures() {
    const app = testApp.app;
    const question = await postQuestion(app, visitor);
    const othersQuestion = await postQuestion(app, other);
    const answer = await postAnswer(app, other, question.id);
    const prototype = await postPrototype(app, visitor);
    const job = await checked(
      inject({ method: 'POST', url: '/api/jobs', headers: writeHeaders(visitor.token), payload: jobBody() }),
      201,
    );
    const developer = await checked(
      inject({ method: 'PUT', url: '/api/developers/me', headers: visitor.headers, payload: developerBody() }),
      200,
    );
    const application = await checked(
      inject({ method: 'POST', url: '/api/applications', headers: visitor.headers, payload: applicationBody() }),
      201,
    );
    const task = await checked(
      inject({ method: 'POST', url: '/api/tasks', headers: visitor.headers, payload: { title: 'Sweep fixture task' } }),
      201,
    );
    const report = await checked(
      inject({
        method: 'POST',
        url: '/api/reports',
        headers: visitor.headers,
        payload: { contentType: 'question', contentId: othersQuestion.id, reason: 'spam' },
      }),
      201,
    );
    const bounty = await createBounty(app);
    const submittedBounty = await createBounty(app);
    const submission = await checked(submitWork(app, visitor, submittedBounty.id), 201);
    const opportunities = await checked(inject({ method: 'GET', url: '/api/opportunities?status=all' }), 200);
    const rewards = await checked(
      inject({ method: 'GET', url: '/api/gamification/rewards', headers: visitor.headers }),
      200,
    );

    // A saved account: a passkey to rename or remove, recovery codes, and a second session to end.
    const authenticator = createVirtualAuthenticator();
    const saved = await saveAccount(app, visitor, authenticator);
    // Sensitive account actions need a recent sign-in (issue 35): this session has one.
    await reauthenticate(app, visitor, authenticator);
    const signedIn = await signInWithPasskey(app, authenticator);
    if (signedIn.statusCode !== 200) throw new Error(`Fixture failed: ${signedIn.body}`);
    const sessionRows = await testApp.database.db.query.sessions.findMany();
    const secondSession = sessionRows.find(
      (row) => row.userId === visitor.user.id && row.tokenHash !== hashToken(visitor.token),
    );

    const byResource: Record<string, string> = {
      users: visitor.user.id,
      user: visitor.user.id,
      questions: question.id,
      answers: answer.id,
      prototypes: prototype.id,
      jobs: job.jobId,
      developers: developer.developer.id,
      applications: application.application.id,
      tasks: task.task.id,
      reports: report.report.id,
      bounties: bounty.id,
      submissions: submission.submission.id,
      opportunities: opportunities.opportunities[0].id,
      rewards: rewards.rewards[0].id,
      passkeys: saved.passkey.id,
      sessions: secondSession?.id ?? UNKNOWN_UUID,
    };
    const byParam: Record<string, string> = { questionId: question.id, answerId: answer.id };
    for (const op of operations) {
      const segments = op.path.split('/');
      const values: Record<string, string> = {};
      for (const param of op.pathParams) {
        const before = segments[segments.indexOf(`{${param.name}}`) - 1] ?? '';
        const value = byParam[param.name] ?? byResource[before] ?? param.schema.enum?.[0];
        if (value === undefined) fallbackIds.push(`${operationKey(op)} {${param.name}}`);
        // Fallback: a well-formed unknown id; validation still runs, the handler answers 404.
        values[param.name] = String(value ?? UNKNOWN_UUID);
      }
      pathIds.set(operationKey(op), values);
    }

    // Reports need a fresh target each time (one report per visitor and item).
    const reportTargets: { contentType: string; contentId: string }[] = [];
    const questions = (await checked(inject({ method: 'GET', url: '/api/questions?limit=100' }), 200)).questions;
    const prototypes = (await checked(inject({ method: 'GET', url: '/api/prototypes?limit=100' }), 200)).prototypes;
    for (const item of questions) reportTargets.push({ contentType: 'question', contentId: item.id });
    for (const item of prototypes) reportTargets.push({ contentType: 'prototype', contentId: item.id });
    let unique = 0;
    const next = () => ++unique;
    const entries: [string, () => unknown][] = [
      ['PUT /api/users/{id}', () => ({ name: 'Sweep Visitor', avatar: 'sweep-avatar', bio: 'I send odd input.' })],
      [
        'POST /api/analytics',
        () => ({
          events: [
            {
              name: 'sweep_event',
              props: { plan: 'pro' },
              timestamp: new Date().toISOString(),
              path: '/sweep',
              sessionId: 'sweep-session',
            },
          ],
        }),
      ],
      [
        'POST /api/questions',
        () => ({ title: `Sweep question ${next()}?`, content: 'What breaks first?', tags: ['sweep'] }),
      ],
      [
        'PUT /api/questions/{id}',
        () => ({ title: 'Sweep question, edited?', content: 'Edited details.', tags: ['sweep'] }),
      ],
      ['POST /api/questions/{id}/vote', () => ({ direction: 'up' })],
      ['POST /api/questions/{id}/answers', () => ({ content: `A sweep answer with detail ${next()}.` })],
      ['POST /api/questions/{questionId}/answers/{answerId}/vote', () => ({ direction: 'up' })],
      [
        'POST /api/prototypes',
        () => ({ ...buildPrototype(), githubRepoUrl: 'https://github.com/sweep/app', category: 'web', status: 'live' }),
      ],
      [
        'PUT /api/prototypes/{id}',
        () => ({ ...buildPrototype(), githubRepoUrl: 'https://github.com/sweep/app', category: 'web', status: 'live' }),
      ],
      ['POST /api/prototypes/validate-url', () => ({ url: 'https://sweep.github.io/app/' })],
      ['POST /api/prototypes/{id}/like', () => ({ action: 'like' })],
      [
        'POST /api/reports',
        () => ({
          ...(reportTargets[next() % reportTargets.length] ?? {
            contentType: 'question',
            contentId: othersQuestion.id,
          }),
          reason: 'spam',
          description: 'Looks like spam.',
        }),
      ],
      ['POST /api/reports/{id}/resolve', () => ({ action: 'dismiss' })],
      ['POST /api/jobs', () => jobBody()],
      ['PUT /api/jobs/{id}', () => ({ ...jobBody(), status: 'published' })],
      ['PUT /api/opportunities/{id}', () => ({ stage: 'Proposal', status: 'open', assignee: null, value: 5000 })],
      ['PUT /api/developers/me', () => developerBody()],
      ['POST /api/applications', () => applicationBody()],
      ['PUT /api/applications/{id}', () => applicationBody()],
      // The fixture application has no job on the platform: a decision on it is refused (409), never applied.
      ['POST /api/applications/{id}/status', () => ({ status: 'shortlisted', message: 'Sweep decision.' })],
      ['POST /api/jobs/{id}/applications/decline-others', () => ({ message: 'The role is filled.' })],
      ['POST /api/jobs/{id}/invitations', () => ({ developerId: developer.developer.id })],
      [
        'POST /api/tasks',
        () => ({
          title: `Sweep task ${next()}`,
          description: 'Check the odd input.',
          status: 'pending',
          priority: 'medium',
          assignedTo: 'Sweeper',
          dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          pipelineId: 'sweep-pipeline',
          opportunityId: null,
        }),
      ],
      [
        'PUT /api/tasks/{id}',
        () => ({
          title: 'Sweep task, edited',
          description: 'Edited.',
          status: 'in_progress',
          priority: 'high',
          assignedTo: 'Sweeper',
          dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          completed: false,
        }),
      ],
      ['PUT /api/tasks/{id}/status', () => ({ completed: true })],
      [
        'POST /api/feedback',
        () => ({
          type: 'general',
          rating: 4,
          comment: 'Works well.',
          feature: 'proto-hub',
          category: 'usability',
          source: 'widget',
          path: '/proto-hub',
        }),
      ],
      ['POST /api/wallet/connect', () => ({ walletAddress: `0x${'a'.repeat(40)}` })],
      ['POST /api/wallet/stake', () => ({ amount: 1 })],
      ['POST /api/wallet/unstake', () => ({ amount: 1 })],
      [
        'POST /api/bounties',
        () => ({
          title: `Sweep bounty ${next()}`,
          description: 'Fix the odd input.',
          reward: 5,
          difficulty: 'Easy',
          category: 'Testing',
          estimatedHours: 2,
          estimatedTime: '2 hours',
          requirements: ['Tests'],
          skills: ['TypeScript'],
          githubIssue: 'https://github.com/sweep/app/issues/1',
          deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        }),
      ],
      [
        'POST /api/bounties/{id}/submissions',
        () => ({ submissionUrl: 'https://github.com/sweep/app/pull/1', description: 'Done, with tests.' }),
      ],
      ['POST /api/submissions/{id}/approve', () => ({ reviewerNotes: 'Good work.' })],
      ['POST /api/submissions/{id}/reject', () => ({ reviewerNotes: 'Needs tests.' })],
      [
        'POST /api/funding/intents',
        () => ({ kind: 'lend', input: { category: 'software', risk: 'medium', amount: 10, durationMonths: 6 } }),
      ],
      [
        'POST /api/waitlists/service',
        () => ({
          name: 'Ada Sweep',
          phone: '+1 (555) 123-4567',
          email: `sweep${next()}@example.com`,
          projectSummary: 'A project summary that is long enough to pass the fifty character minimum.',
        }),
      ],
      [
        'POST /api/waitlists/course',
        () => ({
          name: 'Ada Sweep',
          email: `course${next()}@example.com`,
          experience: 'beginner',
          goals: 'Learn to ship.',
          availability: 'flexible',
        }),
      ],
      [
        'POST /api/ai-community-member/generate-response',
        () => ({ questionId: question.id, context: 'Some context.' }),
      ],
      ['POST /api/questions/ai-engagement', () => ({ questionId: othersQuestion.id, persona: 'alex_prototype' })],
      ['PUT /api/monitoring/config', () => ({ proactiveEngagementInterval: 30, maxEngagementsPerHour: 5 })],
      [
        'POST /api/assistant/project-draft',
        () => ({
          text: 'A booking website for my salon, about $5k, in 2 months.',
          known: { title: 'Salon bookings', budgetMax: 6000, currency: 'USD' },
          slot: 'targetAudience',
        }),
      ],
      [
        'POST /api/assistant/profile-draft',
        () => ({
          text: 'Ada Lovelace, backend developer in London. £90/hour.',
          known: { name: 'Ada', currency: 'GBP' },
        }),
      ],
      ['POST /api/notifications/read', () => ({ ids: ['1'] })],
      ['PATCH /api/account/passkeys/{id}', () => ({ name: 'Sweep passkey' })],
      // Well-formed ceremonies that prove nothing: the handler refuses them (400 / 401).
      ['POST /api/account/passkeys/registration', () => ({ response: fakeRegistration(), name: 'Sweep key' })],
      ['POST /api/account/sign-in', () => ({ response: fakeAssertion() })],
      ['POST /api/account/recover', () => ({ code: 'AAAA-BBBB-CCCC-DDDD' })],
      ['POST /api/account/reauthenticate', () => ({ response: fakeAssertion() })],
      ['POST /api/account/reauthenticate/recovery-code', () => ({ code: 'AAAA-BBBB-CCCC-DDDD' })],
      ['POST /api/account/delete', () => ({ confirm: 'DELETE', forfeitTokens: false })],
      // Payout details (issue 42): an IBAN and a BIC have check digits and forms a sample cannot guess.
      [
        'PUT /api/account/payout-details',
        () => ({ accountHolder: 'Sweep Holder', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }),
      ],
      // Delivery (issue 34): an address and a time zone are refined strings a schema sample cannot guess.
      ['POST /api/account/email', () => ({ email: 'sweep@example.com' })],
      [
        'PUT /api/account/notification-settings',
        () => ({ digestHour: 8, timeZone: 'Europe/Berlin', groups: { messages: { email: 'instant', push: true } } }),
      ],
      // Push (issue 34): an https endpoint on a public host and a real P-256 key.
      [
        'POST /api/push/subscriptions',
        () => ({ endpoint: `https://push.example.com/send/sweep-${randomUUID()}`, keys: createSubscriber().keys }),
      ],
      ['DELETE /api/push/subscriptions', () => ({ endpoint: 'https://push.example.com/send/sweep' })],
      // Contracts (issue 32): days and https links are refined strings a schema sample cannot guess.
      ['POST /api/applications/{id}/contract', contractTerms],
      ['PATCH /api/contracts/{id}', contractTerms],
      [
        'POST /api/contracts/{id}/milestones/{milestoneId}/submit',
        () => ({ note: 'Delivered.', links: ['https://example.com/demo'] }),
      ],
      [
        'POST /api/contracts/{id}/milestones/{milestoneId}/record-payment',
        () => ({ date: '2026-11-20', method: 'Card', reference: 'INV-1' }),
      ],
    ];
    for (const [key, build] of entries) bodies.set(key, build);
  }

  function contractTerms() {
    return {
      title: 'Sweep contract',
      scope: 'Everything the sweep needs.',
      currency: 'USD',
      milestones: [{ title: 'First', amount: 100, dueDate: '2027-01-31' }],
    };
  }

  function fakeRegistration() {
    return {
      id: 'c3dlZXAtY3JlZGVudGlhbA',
      rawId: 'c3dlZXAtY3JlZGVudGlhbA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
    };
  }

  function fakeAssertion() {
    return {
      id: 'c3dlZXAtY3JlZGVudGlhbA',
      rawId: 'c3dlZXAtY3JlZGVudGlhbA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
  }

  function jobBody() {
    return {
      title: 'Sweep job',
      category: 'Web app',
      targetAudience: 'Small shops',
      description: 'A tool that checks odd input.',
      keyFeatures: 'Validation, reports',
      technologyStack: 'TypeScript',
      budget: '$5,000',
      timeline: '2 months',
      successCriteria: 'No 500s',
      potentialChallenges: 'Edge cases',
      developerRef: 'sweep-dev',
      developerName: 'Sweep Dev',
      source: 'sweep',
      sessionId: 'sweep-session',
    };
  }

  function developerBody() {
    return {
      name: 'Sweep Developer',
      title: 'Tester',
      location: 'Remote',
      hourlyRate: '$50/hr',
      skills: ['TypeScript'],
      experience: 'Ten years of odd input.',
      bio: 'I break things politely.',
      portfolio: 'https://sweep.example.com',
      github: 'https://github.com/sweeper',
      linkedin: 'https://www.linkedin.com/in/sweeper',
      availability: 'Available',
      languages: ['English'],
      timezone: 'UTC',
    };
  }

  function applicationBody() {
    return {
      jobId: null,
      jobTitle: 'Sweep job',
      companyName: 'Sweep Co',
      jobDescription: 'Checks odd input.',
      relevantSkills: ['TypeScript'],
      relevantExperience: ['Testing'],
      coverLetter: 'I would like to help.',
      resumeHighlights: ['Found bugs'],
      interviewPrep: ['Edge cases'],
    };
  }

  function baseBodyOf(op: Operation): unknown {
    if (!op.body) return undefined;
    const build = bodies.get(operationKey(op));
    // Fallback for an operation added without a base body here: one derived from its schema.
    return build ? build() : sampleOf(op.body);
  }

  function bodyCase(op: Operation): SweepCase['body'] {
    return op.body ? { kind: 'json', build: (base) => base } : { kind: 'none' };
  }

  function writeHeaders(token: string | null): Record<string, string> {
    return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': randomUUID() };
  }

  async function checked(request: Promise<LightMyRequestResponse>, status: number) {
    const response = await request;
    if (response.statusCode !== status) throw new Error(`Fixture failed (${response.statusCode}): ${response.body}`);
    return response.json();
  }

  function send(c: SweepCase, token: string | null, pathValues?: Record<string, string>) {
    const { op } = c;
    const values = { ...pathIds.get(operationKey(op)), ...pathValues, ...c.pathValues };
    let url = op.path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => c.rawPathValues?.[name] ?? encodeURIComponent(values[name] ?? UNKNOWN_UUID),
    );
    if (c.query?.length) url += `?${new URLSearchParams(c.query).toString()}`;
    const headers: Record<string, string> = op.method === 'GET' ? {} : writeHeaders(null);
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    switch (c.body.kind) {
      case 'raw':
        payload = c.body.text;
        headers['content-type'] = c.body.contentType;
        break;
      case 'json':
        payload = JSON.stringify(c.body.build(baseBodyOf(op)));
        headers['content-type'] = 'application/json';
        break;
      case 'jsonText':
        payload = c.body.build(baseBodyOf(op));
        headers['content-type'] = 'application/json';
        break;
    }
    return inject({ method: op.method, url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  const tokenFor = (op: Operation) =>
    adminOperations.has(operationKey(op)) ? TEST_ADMIN_TOKEN : (leavers.get(operationKey(op))?.token ?? visitor.token);

  /** Problems with one answer; empty when it is right. */
  function problemsOf(c: SweepCase, response: LightMyRequestResponse): string[] {
    const problems: string[] = [];
    const status = response.statusCode;
    const contentType = String(response.headers['content-type'] ?? '');
    const text = response.body;
    if (status >= 500) problems.push(`answered ${status}`);
    if (status < 200 || (status >= 300 && status < 400)) problems.push(`answered ${status}`);
    if (STACK_TRACE.test(status >= 400 ? text : text.replace(/"[^"]*"/g, ''))) problems.push('leaks a stack trace');
    if (status >= 400) {
      if (!contentType.startsWith('application/json')) problems.push(`error as ${contentType || 'no content type'}`);
      const body = safeJson(text) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object') {
        problems.push('error body is not JSON');
      } else {
        const extraKeys = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
        if (body.success !== false) problems.push('error without success:false');
        if (typeof body.error !== 'string' || !ERROR_CODES.has(body.error))
          problems.push(`unknown error code ${body.error}`);
        if (typeof body.message !== 'string' || body.message === '') problems.push('error without a message');
        if (extraKeys.length) problems.push(`error has extra keys ${extraKeys.join(', ')}`);
        const errors = body.errors;
        if (
          errors !== undefined &&
          (!Array.isArray(errors) ||
            errors.some(
              (e) => typeof e?.path !== 'string' || typeof e?.message !== 'string' || Object.keys(e).length !== 2,
            ))
        ) {
          problems.push('errors[] is not [{ path, message }]');
        }
        if (c.expect === 'refuse') {
          if (c.statuses && !c.statuses.includes(status))
            problems.push(`answered ${status}, expected ${c.statuses.join('/')}`);
          if (c.errorCode && status === c.statuses?.[0] && body.error !== c.errorCode) {
            problems.push(`error code ${body.error}, expected ${c.errorCode}`);
          }
          if (c.errorPath && status === 400 && body.error === 'invalid_input') {
            const paths = Array.isArray(errors) ? errors.map((e: { path: string }) => e.path) : [];
            const named = paths.some((p) => p === c.errorPath || p.startsWith(`${c.errorPath}.`));
            if (!named) problems.push(`errors[] names ${JSON.stringify(paths)}, not ${c.errorPath}`);
          }
        }
      }
    } else if (status < 300) {
      if (c.expect === 'refuse') problems.push(`accepted (${status}) what must be refused`);
      if (contentType.startsWith('application/json')) {
        const body = safeJson(text) as { success?: unknown } | null;
        // A file download (the feedback export) is the file itself, not the API envelope.
        const isDownload = String(response.headers['content-disposition'] ?? '').startsWith('attachment');
        if (body?.success !== true && !isDownload) problems.push('success answer without success:true');
        if (
          text.includes(EXTRA_MARKERS.uuid) ||
          text.includes(String(EXTRA_MARKERS.number)) ||
          text.includes(EXTRA_MARKERS.text)
        ) {
          problems.push('echoes an unknown field it should have stripped');
        }
      } else if (!contentType.startsWith('text/csv')) {
        problems.push(`success as ${contentType}`);
      }
      if (c.sent && c.op.method !== 'GET') roundTrip(c, text, problems);
      if (c.label.endsWith('javascript:alert(1) as a link') && text.includes('javascript:')) {
        problems.push('accepted a javascript: link');
      }
    }
    return problems;
  }

  const roundTrips = new Set<string>();

  /** Accepted text comes back unchanged wherever the answer shows the field. */
  function roundTrip(c: SweepCase, text: string, problems: string[]) {
    const sentCase = c.sent;
    if (!sentCase) return;
    const found = valuesUnderKey(safeJson(text), sentCase.key);
    if (found.length === 0) return;
    // Question tags are lower-cased by design (part-1 §5); nothing else may change.
    const accepted = [sentCase.text, ...(sentCase.key === 'tags' ? [sentCase.text.toLowerCase()] : [])];
    const same = found.some((value) =>
      Array.isArray(value) ? value.some((item) => accepted.includes(item)) : accepted.includes(value as string),
    );
    if (same) roundTrips.add(`${operationKey(c.op)} ${sentCase.key}`);
    else problems.push(`stored ${sentCase.key} as ${JSON.stringify(found).slice(0, 200)}`);
  }

  async function run(cases: SweepCase[], tokenOf: (c: SweepCase) => string | null, concurrency = CONCURRENCY) {
    const failures: string[] = [];
    await inParallel(cases, concurrency, async (c) => {
      const response = await send(c, tokenOf(c));
      sent[c.expect]++;
      const report = (problems: string[], answer: LightMyRequestResponse, as = '') => {
        for (const problem of problems) {
          failures.push(
            `${operationKey(c.op)} [${c.category}] ${c.label}: ${as}${problem} -> ${answer.body.slice(0, 300)}`,
          );
        }
      };
      report(problemsOf(c, response), response);
      // An edit the visitor may not make (a deal) is tried again as the admin, so the body reaches
      // the handler; both answers must be right.
      if (c.expect === 'either' && response.statusCode === 403 && tokenOf(c) !== TEST_ADMIN_TOKEN) {
        const again = await send(c, TEST_ADMIN_TOKEN);
        sent.either++;
        report(problemsOf(c, again), again, 'as admin: ');
      }
    });
    return failures;
  }

  function allCases() {
    return operations.flatMap((op) => casesByOperation.get(operationKey(op)) ?? []);
  }

  const BACKGROUND_TABLES = new Set([
    'rate_limit_buckets',
    'scheduler_leases',
    'notification_counters',
    'notification_unread_changes',
  ]);

  it('answers every refused request with a 4xx JSON error and leaves every table unchanged', async () => {
    const refused = allCases().filter((c) => c.expect === 'refuse');
    const before = await snapshot();
    const failures = await run(refused, (c) => tokenFor(c.op));
    const after = await snapshot();
    // Every table is compared, row count and a hash of its content, but one: nothing here changes on
    // any request by itself (reading a token never touches `sessions`, reads record no
    // `analytics_events`, views are counted only by POST .../view, which these refuse), and a
    // refused idempotent write releases its `idempotency_keys` claim. The exceptions: the shared
    // rate-limit store (`rate_limit_buckets`, PostgreSQL) counts every request by design, and
    // background jobs write on their own clock: lease renewals (`scheduler_leases`) and the unread
    // counters' compaction, which moves counts between its two tables (they always add up to the
    // unread `notifications`, which are compared; notification-counters.test.ts).
    for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (BACKGROUND_TABLES.has(table)) continue;
      if (after[table] !== before[table]) failures.push(`table ${table} changed: ${before[table]} -> ${after[table]}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('treats SQL in search parameters as text', async () => {
    const searches = operations.flatMap((o) =>
      o.method === 'GET'
        ? o.queryParams.filter((p) => p.name === 'q' || p.name === 'search').map((p) => ({ o, p }))
        : [],
    );
    expect(searches.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { o, p } of searches) {
      for (const injection of SQL_INJECTIONS) {
        const c: SweepCase = {
          op: o,
          category: 'injection',
          label: p.name,
          expect: 'either',
          body: { kind: 'none' },
          query: [[p.name, injection]],
        };
        const response = await send(c, tokenFor(o));
        // Nothing stored contains these strings yet, so a search for them finds nothing; a list
        // that comes back full would mean the text was run as SQL.
        const lists = Object.values(safeJson(response.body) ?? {}).filter(Array.isArray);
        if (response.statusCode !== 200 || lists.some((list) => list.length > 0)) {
          failures.push(
            `${operationKey(o)} ?${p.name}=${injection}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts or refuses input that may be valid, never 5xx, and stores accepted text unchanged', async () => {
    // Reads first, writes next, deletions and cancellations last, so that the rows the other
    // operations point at still exist when they run.
    const rank = (o: Operation) =>
      o.method === 'GET' ? 0 : o.method === 'DELETE' || /cancel|claim$/.test(o.path) ? 2 : 1;
    const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    for (const o of ordered) {
      const cases = (casesByOperation.get(operationKey(o)) ?? []).filter((c) => c.expect === 'either');
      // Edits of one row run one at a time: on PostgreSQL, two concurrent PUTs may each answer
      // with the row as the other one left it, and the round-trip check would see the wrong text.
      failures.push(...(await run(cases, () => tokenFor(o), o.method === 'PUT' ? 1 : CONCURRENCY)));
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).sweepPolluted, 'Object.prototype must not be polluted').toBeUndefined();

    // No table dropped, and every stored string that carries a payload is exactly that payload.
    const tables = Object.keys(await snapshot());
    expect(tables).toEqual(expect.arrayContaining(['users', 'questions', 'answers', 'prototypes']));
    const payloads = [...INJECTIONS, UNICODE_TEXT, COMBINED_TEXT];
    const mangled: string[] = [];
    let stored = 0;
    for (const table of tables) {
      for (const row of await rowsOf(sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t`)) {
        for (const value of strings(JSON.parse(String(row.j)))) {
          // A stored string that starts carrying a payload carries all of it, byte for byte: as the
          // whole value, or quoted inside a derived text (an AI answer, a ledger description).
          // Question tags are lower-cased by design.
          const lower = value.toLowerCase();
          const started = payloads.filter((payload) => lower.includes(payload.toLowerCase().slice(0, 12)));
          if (started.length === 0) continue;
          stored++;
          if (!started.some((payload) => value.includes(payload) || value.includes(payload.toLowerCase()))) {
            mangled.push(`${table}: ${JSON.stringify(value).slice(0, 200)}`);
          }
        }
      }
    }
    expect(mangled).toEqual([]);
    expect(stored).toBeGreaterThan(0);

    // The main user texts were accepted and came back unchanged at least once.
    for (const expected of [
      'POST /api/questions title',
      'POST /api/questions content',
      'POST /api/questions tags',
      'POST /api/questions/{id}/answers content',
      'POST /api/prototypes title',
      'POST /api/prototypes description',
      'PUT /api/developers/me bio',
      'POST /api/tasks title',
      'POST /api/jobs description',
      'POST /api/reports description',
      'PUT /api/users/{id} bio',
    ]) {
      expect(roundTrips, expected).toContain(expected);
    }
  }, 120_000);

  it('sent every category to every operation', () => {
    const missing: string[] = [];
    const vacuous: Record<string, string[]> = {};
    for (const o of operations) {
      const cases = casesByOperation.get(operationKey(o)) ?? [];
      for (const category of CATEGORIES) {
        const ofCategory = cases.filter((c) => c.category === category || c.alsoCovers?.includes(category));
        if (ofCategory.length === 0) missing.push(`${operationKey(o)} ${category}`);
        if (ofCategory.length > 0 && ofCategory.every((c) => c.vacuous)) {
          vacuous[category] = [...(vacuous[category] ?? []), operationKey(o)];
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    if (fallbackIds.length) console.warn(`bad-input sweep: no real id for ${fallbackIds.join(', ')}`);
    const perCategory = Object.fromEntries(
      CATEGORIES.map((category: Category) => [category, allCases().filter((c) => c.category === category).length]),
    );
    console.info(
      `bad-input sweep: ${operations.length} operations (${adminOperations.size} admin), ${allCases().length} cases, ` +
        `${sent.refuse} refused + ${sent.either} maybe-valid requests sent; per category ${JSON.stringify(perCategory)}; ` +
        `round-trips checked: ${roundTrips.size}; categories with nothing to aim at: ${JSON.stringify(
          Object.fromEntries(Object.entries(vacuous).map(([k, v]) => [k, v.length])),
        )}`,
    );
  });

  async function rowsOf(query: ReturnType<typeof sql>) {
    return ((await testApp.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  /** Row count and a hash of the content of every table. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables = await rowsOf(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await rowsOf(
        sql`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(String(name))} t`,
      );
      result[String(name)] = `${row?.count} rows, ${row?.hash}`;
    }
    return result;
  }
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function valuesUnderKey(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesUnderKey(item, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesUnderKey(v, key)]);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Runs `work` over the items, `concurrency` at a time. */
async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  }
  return results;
}
