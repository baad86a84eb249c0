import { describe, expect, it } from 'vitest';
import { isSpecialPurposeAddress as isPrivateAddress } from '../../lib/special-purpose-addresses.ts';
import { endpointProblem, publicOnlyLookup } from './push-endpoint.ts';

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
      // Every other special-purpose range of the IANA registries (issue 40 §5): IPv4-compatible,
      // IPv4-mapped (even of a public address), NAT64, 6to4 and its relay, Teredo, and the rest.
      'https://[::8.8.8.8]/push',
      'https://[::ffff:8.8.8.8]/push',
      'https://[64:ff9b::808:808]/push',
      'https://[64:ff9b:1::1]/push',
      'https://[2002:c0a8:101::1]/push',
      'https://192.88.99.1/push',
      'https://[2001::1]/push',
      'https://[2001:db8::1]/push',
      'https://[100::1]/push',
      'https://[5f00::1]/push',
      'https://[3fff::1]/push',
      'https://[ff02::1]/push',
      'https://198.18.0.1/push',
      'https://240.0.0.1/push',
      'https://255.255.255.255/push',
      'https://192.0.0.170/push',
      'https://224.0.0.1/push',
    ]) {
      expect(endpointProblem(endpoint, false), endpoint).toBe('private_host');
    }
  });

  it('refuses credentials in the URL and every port but 443', () => {
    expect(endpointProblem('https://user:secret@fcm.googleapis.com/fcm/send/abc', false)).toBe('credentials');
    expect(endpointProblem('https://user@fcm.googleapis.com/fcm/send/abc', false)).toBe('credentials');
    expect(endpointProblem('https://fcm.googleapis.com:8443/fcm/send/abc', false)).toBe('port');
    expect(endpointProblem('https://fcm.googleapis.com:25/fcm/send/abc', false)).toBe('port');
    expect(endpointProblem('https://fcm.googleapis.com:443/fcm/send/abc', false)).toBeNull();
    // PUSH_ALLOW_HTTP lifts the host and port rules only: credentials stay refused.
    expect(endpointProblem('http://127.0.0.1:4567/push/1', true)).toBeNull();
    expect(endpointProblem('http://user:secret@127.0.0.1:4567/push/1', true)).toBe('credentials');
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
    expect(isPrivateAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPrivateAddress('2a00:1450:4001::1')).toBe(false);
    expect(isPrivateAddress('example.com')).toBe(false);
  });

  it('refuses, at connection time, a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPRIVATE');
  });
});
