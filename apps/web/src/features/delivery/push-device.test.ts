import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './push-device';

describe("the server's push key as bytes", () => {
  it('reads base64url without padding, with - and _', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(Array.from(base64UrlToBytes('AQID'))).toEqual([1, 2, 3]);
  });

  it('gives the 65 bytes of an uncompressed P-256 key from its 87 characters', () => {
    const key = `B${'A'.repeat(86)}`;
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
