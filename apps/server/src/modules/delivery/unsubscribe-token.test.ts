import { randomBytes } from 'node:crypto';
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

  it('refuse another secret, another group, another member and junk', () => {
    const token = signUnsubscribeToken(secret, USER, 'messages');
    const [, , signature] = token.split('.');
    expect(readUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(readUnsubscribeToken(secret, `${USER}.contracts.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `1b3c5a9e-8f43-4c1e-9d52-3b6f0c2a7e11.messages.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${USER}.everything.${signature}`)).toBeNull();
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
