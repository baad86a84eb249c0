import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DATABASE_POOL_SIZE: 6,
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
      RATE_LIMIT_PER_MINUTE: 600,
      WRITE_LIMIT_PER_MINUTE: 60,
      SIGNUP_LIMIT_PER_MINUTE: 10,
      SESSION_LIMIT_PER_MINUTE: 30,
      SIGNIN_LIMIT_PER_MINUTE: 10,
      VERIFICATION_MAIL_LIMIT_PER_HOUR: 10,
      STREAM_LIMIT_PER_IP: 50,
      STREAM_LIMIT_PER_VISITOR: 10,
      CV_UPLOAD_LIMIT_PER_MINUTE: 5,
      CV_UPLOAD_IP_LIMIT_PER_MINUTE: 20,
      CV_PDF_TIME_LIMIT_MS: 10_000,
      PUBLIC_ORIGIN: 'http://localhost:3000',
    });
  });

  it('defaults the public origin to localhost on the configured port', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_ORIGIN).toBe('http://localhost:4100');
  });

  it('keeps only the origin of PUBLIC_ORIGIN (passkeys are bound to scheme, host and port)', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://app.example.com/some/path' }).PUBLIC_ORIGIN).toBe(
      'https://app.example.com',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'Invalid configuration: DATABASE_POOL_SIZE must be a number'],
    [{ DATABASE_POOL_SIZE: '0' }, 'Invalid configuration: DATABASE_POOL_SIZE'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'Invalid configuration: SEED_DEMO_DATA must be true or false'],
    [{ ADMIN_TOKEN: 'short' }, 'Invalid configuration: ADMIN_TOKEN must be at least 16 characters'],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, 'Invalid configuration: RATE_LIMIT_PER_MINUTE must be a number'],
    [{ SESSION_LIMIT_PER_MINUTE: 'lots' }, 'Invalid configuration: SESSION_LIMIT_PER_MINUTE must be a number'],
    [{ SIGNIN_LIMIT_PER_MINUTE: '0' }, 'Invalid configuration: SIGNIN_LIMIT_PER_MINUTE'],
    [
      { VERIFICATION_MAIL_LIMIT_PER_HOUR: 'lots' },
      'Invalid configuration: VERIFICATION_MAIL_LIMIT_PER_HOUR must be a number',
    ],
    [{ STREAM_LIMIT_PER_IP: '0' }, 'Invalid configuration: STREAM_LIMIT_PER_IP'],
    [{ RATE_LIMIT_STORE: 'redis' }, 'Invalid configuration: RATE_LIMIT_STORE must be memory or shared'],
    [{ PUBLIC_ORIGIN: 'example.com' }, 'Invalid configuration: PUBLIC_ORIGIN must be a URL'],
    [
      { PUBLIC_ORIGIN: 'ftp://example.com' },
      'Invalid configuration: PUBLIC_ORIGIN must start with http:// or https://',
    ],
    [{ PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }, 'Invalid configuration: PUBLIC_ORIGIN must name a host, not an IP'],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names the variable for a bad entry in CORS_ORIGINS', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example, not a url' })).toThrow(
      /^Invalid configuration: CORS_ORIGINS/,
    );
  });

  it('reads booleans and lists', () => {
    const config = loadConfig({ SEED_DEMO_DATA: 'false', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it("reads the platform's bank account: all three parts or none, each checked", () => {
    const bank = {
      PLATFORM_BANK_NAME: 'Proto Platform Escrow',
      PLATFORM_BANK_IBAN: 'de02 1203 0000 0000 2020 51',
      PLATFORM_BANK_BIC: 'byladem1001',
    };
    expect(loadConfig(bank)).toMatchObject({
      PLATFORM_BANK_IBAN: 'DE02120300000000202051',
      PLATFORM_BANK_BIC: 'BYLADEM1001',
      PLATFORM_FEE_PERCENT: 10,
    });
    expect(loadConfig({}).PLATFORM_BANK_IBAN).toBeUndefined();
    expect(() => loadConfig({ ...bank, PLATFORM_BANK_IBAN: 'DE03120300000000202051' })).toThrow(
      'Invalid configuration: PLATFORM_BANK_IBAN must be a valid IBAN (its check digits are wrong or its country unknown)',
    );
    expect(() => loadConfig({ ...bank, PLATFORM_BANK_BIC: 'BYLA' })).toThrow('PLATFORM_BANK_BIC must be a valid BIC');
    expect(() => loadConfig({ PLATFORM_BANK_NAME: 'Escrow' })).toThrow('set all three or none');
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '8.5' }).PLATFORM_FEE_PERCENT).toBe(8.5);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '8.125' })).toThrow(
      'PLATFORM_FEE_PERCENT must be 0 to 100 with at most two decimals',
    );
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '120' })).toThrow('PLATFORM_FEE_PERCENT');
  });
});
