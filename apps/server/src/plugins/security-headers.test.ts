import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("works out helmet's headers once: the CSP from the directives, the others by default", () => {
    const { set, removed } = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    const headers = new Map(set.map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(removed.map((name) => name.toLowerCase())).toContain('x-powered-by');
  });

  it('refuses options helmet refuses, at start-up rather than on a request', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(/self/);
  });
});
