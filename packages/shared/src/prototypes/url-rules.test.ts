import { describe, expect, it } from 'vitest';
import { checkPagesUrl, checkRepoUrl } from './url-rules.ts';

describe('checkPagesUrl', () => {
  it.each([
    ['https://alice.github.io/shop/', 'https://alice.github.io/shop/'],
    ['https://github.io/', 'https://github.io/'],
    ['https://my-app.vercel.app', 'https://my-app.vercel.app/'],
    ['https://demo.netlify.app/index.html?x=1', 'https://demo.netlify.app/index.html?x=1'],
    ['  https://Alice.GitHub.IO/Shop  ', 'https://alice.github.io/Shop'],
    ['https://alice.github.io./', 'https://alice.github.io/'],
    ['https://alice.github.io:443/', 'https://alice.github.io/'],
    ['https://deep.sub.alice.github.io/', 'https://deep.sub.alice.github.io/'],
    ['https://alice.github.io/page#section', 'https://alice.github.io/page'],
  ])('accepts %s as %s', (raw, normalized) => {
    expect(checkPagesUrl(raw)).toEqual({ valid: true, normalizedUrl: normalized });
  });

  it.each([
    ['', 'Enter a URL.'],
    ['alice.github.io', 'Enter a full URL starting with https://.'],
    ['http://alice.github.io/', 'The URL must start with https://.'],
    ['javascript:alert(1)//github.io', 'The URL must start with https://.'],
    ['data:text/html,github.io', 'The URL must start with https://.'],
    ['ftp://alice.github.io/', 'The URL must start with https://.'],
    ['https://user:pass@alice.github.io/', 'The URL must not contain a user name or password.'],
    ['https://alice.github.io:8443/', 'The URL must not name a port.'],
    ['https://192.168.0.1/github.io', 'The URL must use a host name, not an IP address.'],
    ['https://[::1]/', 'The URL must use a host name, not an IP address.'],
    ['https://github.io.evil.com/', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://evilgithub.io/', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://evil.example/?x=github.io', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://evil.example/github.io', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://vercel.app.evil.com/', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://notnetlify.app/', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://github.com/alice/shop', 'The site must be hosted on github.io, vercel.app or netlify.app.'],
    ['https://alice.github.io@evil.com/', 'The URL must not contain a user name or password.'],
  ])('refuses %s', (raw, reason) => {
    expect(checkPagesUrl(raw)).toEqual({ valid: false, reason });
  });
});

describe('checkRepoUrl', () => {
  it.each([
    ['https://github.com/alice/shop', 'https://github.com/alice/shop'],
    ['https://github.com/alice/shop.git', 'https://github.com/alice/shop'],
    ['https://www.github.com/alice/shop/', 'https://github.com/alice/shop'],
    ['https://GitHub.com/Alice/my.repo-1', 'https://github.com/Alice/my.repo-1'],
  ])('accepts %s', (raw, normalized) => {
    expect(checkRepoUrl(raw)).toEqual({ valid: true, normalizedUrl: normalized });
  });

  it.each([
    'http://github.com/alice/shop',
    'https://github.com/alice',
    'https://github.com/alice/shop/tree/main',
    'https://gitlab.com/alice/shop',
    'https://github.com.evil.com/alice/shop',
    'https://github.com/alice/shop?tab=readme',
  ])('refuses %s', (raw) => {
    expect(checkRepoUrl(raw).valid).toBe(false);
  });
});
