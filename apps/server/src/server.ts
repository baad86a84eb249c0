import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { generateToken } from './lib/tokens.ts';
import { prepareNewDataDirInChild, prepareOnly } from './prepare-database.ts';

/** How long in-flight requests may take to finish once a shutdown starts. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * How long a draining instance keeps accepting (and refusing with 503 `draining`) before it closes
 * its listener: long enough for a proxy to count it failed and send new requests elsewhere.
 */
const DRAIN_GRACE_MS = 1_500;

/** Starts listening and shuts down gracefully; everything else lives in app.ts. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.PGLITE_PREPARE_ONLY) {
    await prepareOnly(config);
    process.exit(0);
  }
  prepareNewDataDirInChild(config);

  let adminToken = config.ADMIN_TOKEN;
  if (!adminToken) {
    adminToken = generateToken();
    // Printed once, to the console only (never to the structured log).
    console.log(`ADMIN_TOKEN is not set; this run's admin token is: ${adminToken}`);
  }

  const app = await buildApp({ config, adminToken });
  let isShuttingDown = false;
  /**
   * Graceful shutdown (issue 22 §5, docs/decisions/006): readiness answers 503 from now on;
   * app.close() ends the live event streams with a short `retry:` hint (their preClose hook), stops
   * accepting connections, waits for the requests in flight, then its onClose hooks stop the
   * scheduler and close the database pool. Whatever is still running after 10 s is cut: exit 1.
   */
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.readiness.startDraining();
    app.log.info({ signal }, 'shutting down: draining, finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error({ signal }, `shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
      await app.close();
      app.log.info({ signal }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // While draining, every response closes its connection: a keep-alive client (a proxy's pool of
  // upstream connections) sends its next request elsewhere, and the drain does not wait for sockets
  // left idle after their last response (Fastify keeps those open for 72 s).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.phase === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `Serving on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (database: ${app.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
