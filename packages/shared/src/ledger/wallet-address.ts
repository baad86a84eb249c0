import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { WALLET_MESSAGES } from './ledger.constants.ts';

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 checksummed form of an address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex[index] ?? '';
    out += Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * Checks a wallet address: `0x` + 40 hex characters, either all lower case (or all upper case,
 * which carries no checksum) or mixed case with a valid EIP-55 checksum. Returns the problem, or null.
 */
export function walletAddressProblem(address: string): string | null {
  if (!SHAPE.test(address)) return WALLET_MESSAGES.invalidAddress;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
  return toChecksumAddress(address) === address ? null : WALLET_MESSAGES.badChecksum;
}
