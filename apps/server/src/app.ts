import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { urlForLog } from './lib/log-url.ts';
import { DEFAULT_WEB_DIST_DIR } from './lib/server-paths.ts';
import { generateToken } from './lib/tokens.ts';
import { APP_VERSION } from './lib/version.ts';
import { accountDataRoutes } from './modules/accounts/account-data.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { reauthenticationRoutes } from './modules/accounts/reauthentication.routes.ts';
import { signInRoutes } from './modules/accounts/sign-in.routes.ts';
import { aiMemberRoutes } from './modules/ai-member/ai-member.routes.ts';
import { type AnswerGenerator, generatorFromConfig } from './modules/ai-member/generators.ts';
import { runDuePass } from './modules/ai-member/monitoring.service.ts';
import { analyticsReadRoutes } from './modules/analytics/analytics.reads.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { jobApplicantsRoutes } from './modules/applications/job-applicants.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { bountiesRoutes } from './modules/bounties/bounties.routes.ts';
import { type LeasedScheduler, startLeasedScheduler } from './modules/cluster/scheduler-lease.ts';
import { answersRoutes } from './modules/community/answers.routes.ts';
import { questionsRoutes } from './modules/community/questions.routes.ts';
import { runContractDueWork } from './modules/contracts/contract-due-work.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { disputesRoutes } from './modules/contracts/disputes.routes.ts';
import { milestonesRoutes } from './modules/contracts/milestones.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { type DeliveryWork, startDeliveryWork } from './modules/delivery/delivery-work.ts';
import { pushRoutes } from './modules/delivery/push.routes.ts';
import { unsubscribeRoutes } from './modules/delivery/unsubscribe.routes.ts';
import { developersRoutes } from './modules/developers/developers.routes.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { fundingRoutes } from './modules/funding/funding.routes.ts';
import { gamificationRoutes } from './modules/gamification/gamification.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { directConversationsRoutes } from './modules/messages/direct-conversations.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { notificationStreamRoutes } from './modules/notifications/notification-stream.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { createReadiness, type Readiness, refuseWhileDraining } from './modules/ops/readiness.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { payoutBatchesRoutes } from './modules/payments/payout-batches.routes.ts';
import { prototypesRoutes } from './modules/prototypes/prototypes.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { startRetentionSweep } from './modules/retention/retention-schedule.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { waitlistsRoutes } from './modules/waitlists/waitlists.routes.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { identityPlugin } from './plugins/identity.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions, securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { prepareDatabase } from './prepare-database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    appVersion: string;
    /** GET /api/ready's state; server.ts starts draining it on SIGTERM. */
    readiness: Readiness;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests share one); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The admin bearer token; defaults to ADMIN_TOKEN, or a random one. */
  adminToken?: string;
  rateLimit?: Partial<RateLimitOptions>;
  /** Serve the built web app (default: yes, when apps/web/dist exists). */
  serveWeb?: boolean;
  /** Run the AI member's monitoring scheduler (default: yes; tests drive passes themselves). */
  aiScheduler?: boolean;
  /**
   * Fold the unread counters' pending changes every 2 s (default: yes). Counts are exact without it
   * (reads add the pending changes); the multi-instance tests leave it off to keep their
   * background traffic as it was (bench/findings.md item 18).
   */
  unreadCompaction?: boolean;
  /**
   * Send the outbox's mail and push and queue the daily digests, on the holder of their leases
   * (default: yes; tests drain the outbox themselves with drainOutbox and queueDueDigests).
   */
  deliveryWork?: boolean;
  /** Run the daily retention sweep on the holder of its lease (default: yes; tests run it themselves). */
  retentionSweep?: boolean;
  /** The AI member's answer generator (default: from LLM_* settings, else the built-in one). */
  aiGenerator?: AnswerGenerator;
  /** Where the log goes (default: stdout); tests read it. */
  logStream?: { write(line: string): void };
}

/** 100 KB request bodies at most (DESIGN.md §7). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Builds the whole application without listening: database ready (migrated, seeded when
 * embedded), every plugin and module registered explicitly. Tests use it with app.inject.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      dataDir: config.DATA_DIR,
    }));
  await prepareDatabase(database, config);

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Only method, URL and status are logged per request (below); these paths make sure that
      // a secret still never reaches a log if someone logs a request, a body or an answer.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        'req.body',
        'res.body',
        'body.code',
        'body.token',
        'body.recoveryCodes',
        'token',
        'recoveryCodes',
        '*.token',
        '*.recoveryCodes',
      ],
      // A request logged whole still shows no link token in its URL (issue 40 §5).
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: urlForLog(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // One log line per request, written when it ends (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    // While it drains (docs/decisions/006), a request already on an open connection is served, with
    // `Connection: close`, rather than refused with a bare 503 a proxy would pass on as a failure.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('appVersion', APP_VERSION);
  app.decorate('readiness', createReadiness());
  app.addHook('onRequest', refuseWhileDraining);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: urlForLog(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(identityPlugin, { adminToken: options.adminToken ?? config.ADMIN_TOKEN ?? generateToken() });
  await app.register(securityPlugin, {
    corsOrigins: config.CORS_ORIGINS,
    rateLimit: {
      ...DEFAULT_RATE_LIMITS,
      globalMax: config.RATE_LIMIT_PER_MINUTE,
      writeMax: config.WRITE_LIMIT_PER_MINUTE,
      signupMax: config.SIGNUP_LIMIT_PER_MINUTE,
      sessionMax: config.SESSION_LIMIT_PER_MINUTE,
      signinMax: config.SIGNIN_LIMIT_PER_MINUTE,
      uploadMax: config.CV_UPLOAD_LIMIT_PER_MINUTE,
      uploadIpMax: config.CV_UPLOAD_IP_LIMIT_PER_MINUTE,
      store: config.RATE_LIMIT_STORE,
      ...options.rateLimit,
    },
  });
  await app.register(idempotencyPlugin);
  // Before compression: the read cache stores the serialized JSON that compression then encodes.
  await app.register(readCachePlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin, { version: APP_VERSION });

  const generator = options.aiGenerator ?? generatorFromConfig(config);
  if (options.aiScheduler ?? true) {
    let scheduler: LeasedScheduler | null = null;
    let contractWork: LeasedScheduler | null = null;
    app.addHook('onReady', async () => {
      const log = (entry: Record<string, unknown>) => app.log.info(entry, 'ai-member');
      // One process runs the passes: the holder of the lease (docs/decisions/007).
      scheduler = startLeasedScheduler(database.db, {
        name: 'ai-member-monitoring',
        tickMs: config.MONITORING_TICK_SECONDS * 1000,
        log,
        run: () => runDuePass(database.db, { generator, log }),
      });
      // Delivery reminders and the reviews' reveal (issue 32), under a lease of their own.
      contractWork = startLeasedScheduler(database.db, {
        name: 'contracts-due-work',
        tickMs: config.MONITORING_TICK_SECONDS * 1000,
        log: (entry) => app.log.info(entry, 'contracts'),
        run: () => runContractDueWork(database.db),
      });
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
      await contractWork?.stop();
    });
  }

  if (options.deliveryWork ?? true) {
    let delivery: DeliveryWork | null = null;
    app.addHook('onReady', async () => {
      delivery = startDeliveryWork(database.db, config, (entry, message) => app.log.info(entry, message));
    });
    app.addHook('onClose', async () => delivery?.stop());
  }

  if (options.retentionSweep ?? true) {
    let retention: LeasedScheduler | null = null;
    app.addHook('onReady', async () => {
      retention = startRetentionSweep(database.db, config, (entry) => app.log.info(entry, 'retention'));
    });
    app.addHook('onClose', async () => retention?.stop());
  }

  await app.register(
    async (api) => {
      await api.register(opsRoutes);
      await api.register(usersRoutes);
      await api.register(accountsRoutes);
      await api.register(signInRoutes);
      await api.register(reauthenticationRoutes);
      await api.register(accountDataRoutes);
      await api.register(paymentsRoutes);
      await api.register(payoutBatchesRoutes);
      await api.register(earningsRoutes);
      await api.register(deliveryRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(pushRoutes);
      await api.register(analyticsRoutes);
      await api.register(analyticsReadRoutes);
      await api.register(questionsRoutes);
      await api.register(answersRoutes);
      await api.register(prototypesRoutes);
      await api.register(reportsRoutes);
      await api.register(jobsRoutes);
      await api.register(opportunitiesRoutes);
      await api.register(developersRoutes);
      await api.register(membersRoutes);
      await api.register(reviewsRoutes);
      await api.register(applicationsRoutes);
      await api.register(jobApplicantsRoutes);
      await api.register(matchingRoutes);
      await api.register(contractsRoutes);
      await api.register(milestonesRoutes);
      await api.register(disputesRoutes);
      await api.register(tasksRoutes);
      await api.register(feedbackRoutes);
      await api.register(ledgerRoutes);
      await api.register(bountiesRoutes);
      await api.register(gamificationRoutes);
      await api.register(fundingRoutes);
      await api.register(waitlistsRoutes);
      await api.register(aiMemberRoutes, { generator });
      await api.register(messagesRoutes);
      await api.register(directConversationsRoutes);
      await api.register(blocksRoutes);
      await api.register(assistantRoutes);
      await api.register(notificationsRoutes, { compaction: options.unreadCompaction ?? true });
      // Owns the process's live-event hub (one LISTEN), ended before the server closes.
      await api.register(notificationStreamRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb ?? true) {
    await app.register(webPlugin, { distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR });
  }
  return app;
}
