import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';

/**
 * The browser's side of Web Push, written from the RFCs for the tests (independent of web-push
 * and its http_ece): a subscriber's keys, the aes128gcm decryption (RFC 8291 over RFC 8188), and
 * the check of the VAPID Authorization header (RFC 8292).
 */

export interface TestSubscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  /** What PushSubscription.toJSON().keys gives: base64url p256dh (65-byte point) and auth. */
  keys: { p256dh: string; auth: string };
}

export function createSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF-Expand for one block (every length here is at most 32 bytes). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** The plaintext of an aes128gcm push body sent to `subscriber`. */
export function decryptPush(body: Buffer, subscriber: TestSubscriber): string {
  // RFC 8188 header: salt (16) | rs (uint32) | idlen (1) | keyid (the sender's ephemeral public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  const ciphertext = body.subarray(21 + idLength);

  // RFC 8291 §3.4: the input keying material from the ECDH secret and the auth secret.
  const ecdhSecret = subscriber.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderPublicKey]);
  const ikm = expand(hmac(subscriber.authSecret, ecdhSecret), keyInfo, 32);
  // RFC 8188 §2.2-2.3: content encryption key and nonce.
  const prk = hmac(salt, ikm);
  const key = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < ciphertext.length; offset += recordSize, sequence++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low bytes (fewer than 2^32 records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: a delimiter (2 in the last record, 1 before) then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
  /** The `k=` public key the header carries. */
  publicKey: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by the
 * key in `k`. Returns the claims; throws when the header or its signature is wrong.
 */
export function verifyVapidAuthorization(header: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [jwt, publicKey] = [match[1], match[2]];
  const [encodedHeader = '', encodedClaims = '', signature = ''] = jwt.split('.');
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256' || jwtHeader.typ !== 'JWT') throw new Error('the JWT is not ES256');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  const valid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify with k');
  return { ...JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()), publicKey };
}
