import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
      RATE_LIMIT_PER_MINUTE: 600,
      WRITE_LIMIT_PER_MINUTE: 60,
      SIGNUP_LIMIT_PER_MINUTE: 10,
      SESSION_LIMIT_PER_MINUTE: 30,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'Invalid configuration: SEED_DEMO_DATA must be true or false'],
    [{ ADMIN_TOKEN: 'short' }, 'Invalid configuration: ADMIN_TOKEN must be at least 16 characters'],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, 'Invalid configuration: RATE_LIMIT_PER_MINUTE must be a number'],
    [{ SESSION_LIMIT_PER_MINUTE: 'lots' }, 'Invalid configuration: SESSION_LIMIT_PER_MINUTE must be a number'],
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
});
