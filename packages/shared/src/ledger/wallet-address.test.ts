import { describe, expect, it } from 'vitest';
import { shortAddress, WALLET_MESSAGES } from './ledger.constants.ts';
import { toChecksumAddress, walletAddressProblem } from './wallet-address.ts';

describe('wallet addresses', () => {
  // The EIP-55 reference vectors.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('computes EIP-55 checksums', () => {
    for (const address of checksummed) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  });

  it('accepts lower case, all upper case and correct checksums', () => {
    for (const address of checksummed) {
      expect(walletAddressProblem(address)).toBeNull();
      expect(walletAddressProblem(address.toLowerCase())).toBeNull();
      expect(walletAddressProblem(`0x${address.slice(2).toUpperCase()}`)).toBeNull();
    }
  });

  it('refuses a wrong checksum and anything that is not 0x + 40 hex', () => {
    expect(walletAddressProblem('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(WALLET_MESSAGES.badChecksum);
    for (const bad of [
      '',
      '0x',
      '0x123',
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      `0x${'g'.repeat(40)}`,
      `0x${'a'.repeat(41)}`,
    ]) {
      expect(walletAddressProblem(bad)).toBe(WALLET_MESSAGES.invalidAddress);
    }
  });

  it('shortens for display', () => {
    expect(shortAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5aAe…eAed');
  });
});
