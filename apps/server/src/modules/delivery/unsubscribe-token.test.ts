import { createHmac, randomBytes } from 'node:crypto';
import { UNSUBSCRIBE_LINK_TTL_MS } from '@app/shared/delivery/delivery.constants';
import { describe, expect, it } from 'vitest';
import { escapeHtml, pageLink } from './mail-layout.ts';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.ts';

const USER = '0b3c5a9e-8f43-4c1e-9d52-3b6f0c2a7e11';

describe('unsubscribe tokens', () => {
  const secret = randomBytes(32);

  it('name the member and group they were signed for', () => {
    const token = signUnsubscribeToken(secret, USER, 'messages');
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: USER, scope: 'messages' });
    expect(readUnsubscribeToken(secret, signUnsubscribeToken(secret, USER, 'digest'))).toEqual({
      userId: USER,
      scope: 'digest',
    });
  });

  it('run out UNSUBSCRIBE_LINK_TTL_MS after they were signed; a link from before expiries reads as run out (issue 40 §5)', () => {
    const signedAt = new Date('2026-01-01T00:00:00Z');
    const token = signUnsubscribeToken(secret, USER, 'messages', signedAt);
    const justBefore = new Date(signedAt.getTime() + UNSUBSCRIBE_LINK_TTL_MS - 1000);
    expect(readUnsubscribeToken(secret, token, justBefore)).toEqual({ userId: USER, scope: 'messages' });
    const after = new Date(signedAt.getTime() + UNSUBSCRIBE_LINK_TTL_MS + 1000);
    expect(readUnsubscribeToken(secret, token, after)).toBe('expired');
    // The format of the mails sent before: `<user>.<scope>.<HMAC of unsubscribe:<user>:<scope>>`.
    const legacy = `${USER}.digest.${createHmac('sha256', secret).update(`unsubscribe:${USER}:digest`).digest('base64url')}`;
    expect(readUnsubscribeToken(secret, legacy)).toBe('expired');
    expect(readUnsubscribeToken(randomBytes(32), legacy)).toBeNull();
    // The expiry is signed: moving it forward breaks the signature.
    const [user, scope, , signature] = token.split('.');
    expect(readUnsubscribeToken(secret, `${user}.${scope}.zzzzzzz.${signature}`, justBefore)).toBeNull();
  });

  it('refuse another secret, another group, another member and junk', () => {
    const token = signUnsubscribeToken(secret, USER, 'messages');
    const [, , expiry, signature] = token.split('.');
    expect(readUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(readUnsubscribeToken(secret, `${USER}.contracts.${expiry}.${signature}`)).toBeNull();
    expect(
      readUnsubscribeToken(secret, `1b3c5a9e-8f43-4c1e-9d52-3b6f0c2a7e11.messages.${expiry}.${signature}`),
    ).toBeNull();
    expect(readUnsubscribeToken(secret, `${USER}.everything.${expiry}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${token}.more`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'not a token')).toBeNull();
  });
});

describe('mail text', () => {
  it('escapes whatever a member wrote', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('links only to pages of the app', () => {
    expect(pageLink('https://app.example.com', '/jobs/1')).toBe('https://app.example.com/jobs/1');
    expect(pageLink('https://app.example.com', '//evil.example/x')).toBe('https://app.example.com/');
    expect(pageLink('https://app.example.com', 'https://evil.example')).toBe('https://app.example.com/');
  });
});
