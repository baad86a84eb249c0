import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { generateToken } from './lib/tokens.ts';

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

  let adminToken = config.ADMIN_TOKEN;
  if (!adminToken) {
    adminToken = generateToken();
    // Printed once, to the console only (never to the structured log).
    console.log(`ADMIN_TOKEN is not set; this run's admin token is: ${adminToken}`);
  }

  const app = await buildApp({ config, adminToken });
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
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
