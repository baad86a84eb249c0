import { isFeePercent } from '@app/shared/money/money';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is validated here; a bad value stops start-up
 * with one line that names the variable.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The parsed URL, or null (zod runs every refinement, even after `z.url()` failed). */
function urlOf(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

/** Connections per server process to DATABASE_URL unless DATABASE_POOL_SIZE says otherwise (decision 013). */
export const DEFAULT_DATABASE_POOL_SIZE = 6;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each server process keeps to DATABASE_URL. A few per database core do the most
   * work: with more, the writes wait on each other inside PostgreSQL (bench/findings.md item 22).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(1)
    .max(100)
    .default(DEFAULT_DATABASE_POOL_SIZE),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins' }))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  /** Set by the server itself for the child that initialises a new embedded directory (prepare-database.ts). */
  PGLITE_PREPARE_ONLY: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Requests per minute per IP on the API, and writes per minute per visitor (DESIGN.md §7). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(600),
  WRITE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(60),
  SIGNUP_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(10),
  /** New anonymous visitors (POST /api/session) per minute per IP. */
  SESSION_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(30),
  /** Passkey sign-ins and recovery-code attempts per minute per IP, and sign-ins per account (issue 21). */
  SIGNIN_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(10),
  /** CV uploads read (POST /api/assistant/cv-text) per minute per visitor, and per IP whoever asks (issue 40). */
  CV_UPLOAD_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(5),
  CV_UPLOAD_IP_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).default(20),
  /** How long one CV's PDF may be read before its thread is stopped and the upload answers 422. */
  CV_PDF_TIME_LIMIT_MS: z.coerce.number({ message: 'must be a number' }).int().min(100).default(10_000),
  /**
   * Verification mails an hour per client IP, whichever accounts ask (issue 40 §5); one address
   * gets at most EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY a day, whoever asks.
   */
  VERIFICATION_MAIL_LIMIT_PER_HOUR: z.coerce.number({ message: 'must be a number' }).int().min(1).default(10),
  /**
   * Open live-event streams per client IP across every server process (issue 40 §5); a visitor
   * has at most STREAM_LIMIT_PER_VISITOR (10, as many tabs). The next one answers 429.
   */
  STREAM_LIMIT_PER_IP: z.coerce.number({ message: 'must be a number' }).int().min(1).default(50),
  STREAM_LIMIT_PER_VISITOR: z.coerce.number({ message: 'must be a number' }).int().min(1).default(10),
  /**
   * Where the rate limits count (docs/decisions/007): `shared` in the database, one budget for every
   * server process on it; `memory` in each process. Unset: shared with DATABASE_URL, else memory.
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'shared'], { message: 'must be memory or shared' }).optional(),
  /**
   * Where people open the app (scheme, host, port): the WebAuthn origin and, by its host name, the
   * relying-party id that passkeys are bound to. Defaults to http://localhost:<PORT>.
   */
  PUBLIC_ORIGIN: z
    .url({ message: 'must be a URL such as https://example.com' })
    .refine((value) => /^https?:$/.test(urlOf(value)?.protocol ?? 'http:'), 'must start with http:// or https://')
    .refine(
      (value) => !isIpAddress(urlOf(value)?.hostname ?? ''),
      'must name a host, not an IP address: browsers refuse passkeys on IP addresses (use localhost)',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /** An OpenAI-compatible endpoint for the AI community member; unset means the built-in generator. */
  LLM_BASE_URL: z.url({ message: 'must be a URL' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How often the monitoring scheduler checks whether a pass is due. */
  MONITORING_TICK_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(3600).default(30),
  /**
   * Where mail goes out (issue 34 §3): `smtp://user:password@host:587` (STARTTLS when offered) or
   * `smtps://user:password@host:465`. Unset: the server sends no mail at all and says so once at start.
   */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:$/.test(urlOf(value)?.protocol ?? ''), 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of every mail: an address the SMTP service lets this server send as. */
  MAIL_FROM: z.string().min(3).max(200).default('"Platform" <no-reply@localhost>'),
  /**
   * Signs the one-click unsubscribe links of mails. Unset: a secret is made once and kept in the
   * database (server_keys), the same for every process on it.
   */
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Web Push keys (issue 34 §4); unset, a pair is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services contact about this server: `mailto:` or `https:` (default from PUBLIC_ORIGIN). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Accept http:// push endpoints (tests serve their own push endpoint); browsers only ever give https. */
  PUSH_ALLOW_HTTP: booleanFromEnv.default(false),
  /**
   * How long each kind of row is kept (issue 40 §6, docs/operations.md "Retention"): one leased
   * daily sweep deletes what is older, in batches of RETENTION_BATCH_SIZE rows.
   */
  RETENTION_ANALYTICS_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(400),
  RETENTION_OUTBOX_SENT_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(30),
  RETENTION_OUTBOX_FAILED_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(90),
  RETENTION_READ_NOTIFICATIONS_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(180),
  RETENTION_IDLE_VISITOR_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(1).default(90),
  /** Days an expired session is kept, so its token still answers "session expired" before it is forgotten. */
  RETENTION_EXPIRED_SESSIONS_DAYS: z.coerce.number({ message: 'must be a number' }).int().min(0).default(7),
  /** At least 24: a stored answer is replayed for 24 hours (DESIGN.md §4). */
  RETENTION_IDEMPOTENCY_HOURS: z.coerce.number({ message: 'must be a number' }).int().min(24).default(24),
  RETENTION_RATE_LIMIT_BUCKET_MINUTES: z.coerce.number({ message: 'must be a number' }).int().min(0).default(0),
  RETENTION_BATCH_SIZE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(1000),
  /**
   * The platform's own bank account, which holds clients' payments in escrow (issue 42, decision 022):
   * the three together or none. Unset: currency contracts can only be paid directly between the parties.
   */
  PLATFORM_BANK_NAME: z.string().trim().min(1).max(70, 'must be at most 70 characters (a SEPA name)').optional(),
  PLATFORM_BANK_IBAN: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? value)
    .refine((value) => isValidIBAN(value), 'must be a valid IBAN (its check digits are wrong or its country unknown)')
    .optional(),
  PLATFORM_BANK_BIC: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => isValidBIC(value), 'must be a valid BIC (8 or 11 letters and digits)')
    .optional(),
  /** The platform's fee on each released payment, in percent with at most two decimals. */
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .refine(isFeePercent, 'must be 0 to 100 with at most two decimals')
    .default(10),
  /** Trust X-Forwarded-For (only behind a proxy you run): rate limits key on the client IP. */
  TRUST_PROXY: booleanFromEnv.default(false),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_ORIGIN'> & { PUBLIC_ORIGIN: string };

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); throws ConfigError with a one-line message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const bank = [parsed.data.PLATFORM_BANK_NAME, parsed.data.PLATFORM_BANK_IBAN, parsed.data.PLATFORM_BANK_BIC];
  if (bank.some(Boolean) && !bank.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: PLATFORM_BANK_NAME, PLATFORM_BANK_IBAN and PLATFORM_BANK_BIC go together: set all three or none',
    );
  }
  return { ...parsed.data, PUBLIC_ORIGIN: parsed.data.PUBLIC_ORIGIN ?? `http://localhost:${parsed.data.PORT}` };
}

/** A config for tests and tools: defaults plus the given overrides, in-memory database. */
export function buildTestConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...overrides };
}
