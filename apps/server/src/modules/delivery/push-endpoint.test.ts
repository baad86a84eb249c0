import { describe, expect, it } from 'vitest';
import { endpointProblem, isPrivateAddress, publicOnlyLookup } from './push-endpoint.ts';

describe('push endpoints the server may call', () => {
  it('takes only https endpoints on public hosts', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBeNull();
    expect(endpointProblem('https://8.8.8.8/push', false)).toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/abc', false)).toBe('not_https');
    expect(endpointProblem('ftp://example.com/x', false)).toBe('not_https');
    expect(endpointProblem('not a url', false)).toBe('not_https');
  });

  it('refuses loopback, private and link-local hosts however they are written', () => {
    for (const endpoint of [
      'https://localhost/push',
      'https://LOCALHOST./push',
      'https://api.localhost/push',
      'https://127.0.0.1/push',
      'https://127.1/push',
      'https://2130706433/push',
      'https://0x7f000001/push',
      'https://10.0.0.8/push',
      'https://172.20.1.1/push',
      'https://192.168.1.1:8443/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[::]/push',
      'https://[fe80::1]/push',
      'https://[fd00::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:10.0.0.1]/push',
    ]) {
      expect(endpointProblem(endpoint, false), endpoint).toBe('private_host');
    }
  });

  it('lets the tests use their own http endpoint on 127.0.0.1 with PUSH_ALLOW_HTTP', () => {
    expect(endpointProblem('http://127.0.0.1:4567/push/1', true)).toBeNull();
    expect(endpointProblem('ftp://127.0.0.1/push', true)).toBe('not_https');
  });

  it('tells private addresses from public ones', () => {
    expect(isPrivateAddress('127.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('[fc00::1]')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('::ffff:93.184.216.34')).toBe(false);
    expect(isPrivateAddress('example.com')).toBe(false);
  });

  it('refuses, at connection time, a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPRIVATE');
  });
});
