import { describe, expect, it } from 'vitest';
import { urlForLog } from './log-url.ts';

const TOKEN = 'a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV';

describe('the URL a request log line shows (issue 40 §5)', () => {
  it('drops the query string of every page and route a link token arrives on', () => {
    for (const path of [
      '/unsubscribe',
      '/account/email/verify',
      '/api/email/unsubscribe',
      '/api/account/email/verify',
      '/api/account/recover',
    ]) {
      expect(urlForLog(`${path}?token=${TOKEN}`)).toBe(`${path}?[redacted]`);
    }
  });

  it('also where the path is written another way a router still accepts', () => {
    expect(urlForLog(`/Unsubscribe/?token=${TOKEN}`)).toBe('/Unsubscribe/?[redacted]');
    expect(urlForLog(`/unsub%73cribe?token=${TOKEN}`)).toBe('/unsub%73cribe?[redacted]');
    expect(urlForLog(`//account//email/verify?token=${TOKEN}`)).toBe('//account//email/verify?[redacted]');
  });

  it('redacts a token-like parameter on any other URL, and keeps the rest as it is', () => {
    expect(urlForLog(`/api/questions?sort=new&token=${TOKEN}&tag=js`)).toBe(
      '/api/questions?sort=new&token=[redacted]&tag=js',
    );
    expect(urlForLog(`/somewhere?Code=${TOKEN}`)).toBe('/somewhere?Code=[redacted]');
    expect(urlForLog('/api/questions?sort=new&limit=20')).toBe('/api/questions?sort=new&limit=20');
    expect(urlForLog('/api/health')).toBe('/api/health');
  });
});
