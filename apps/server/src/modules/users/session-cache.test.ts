import type { User } from '@app/shared/users/users.schemas';
import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache.ts';

function sessionOf(userId: string, sessionId = `s-${userId}`): CachedSession {
  return {
    sessionId,
    user: { id: userId, name: userId } as unknown as User,
    expiresAt: null,
    lastSeenAt: 0,
  };
}

function listeningCache(options: Partial<{ ttlMs: number; maxEntries: number; now: () => number }> = {}) {
  const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100, ...options });
  cache.setListening(true);
  return cache;
}

describe('SessionCache', () => {
  it('answers a stored session until its user changes', () => {
    const cache = listeningCache();
    cache.store('token-a', sessionOf('u1'), cache.beginLookup());
    cache.store('token-b', sessionOf('u2'), cache.beginLookup());
    expect(cache.get('token-a')?.sessionId).toBe('s-u1');
    cache.forgetUser('u1');
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')?.sessionId).toBe('s-u2');
  });

  it('forgets every session of a user at once', () => {
    const cache = listeningCache();
    cache.store('phone', sessionOf('u1', 'one'), cache.beginLookup());
    cache.store('laptop', sessionOf('u1', 'two'), cache.beginLookup());
    cache.forgetUser('u1');
    expect(cache.size).toBe(0);
  });

  it('never stores a lookup that was running when its user changed', () => {
    const cache = listeningCache();
    const epoch = cache.beginLookup();
    cache.forgetUser('u1'); // e.g. a sign-out committed while the session was being read
    cache.store('token-a', sessionOf('u1'), epoch);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('still stores a lookup that began after its user changed, or while another user changed', () => {
    const cache = listeningCache();
    cache.forgetUser('u1');
    const epoch = cache.beginLookup();
    cache.forgetUser('u2');
    cache.store('token-a', sessionOf('u1'), epoch);
    expect(cache.get('token-a')?.sessionId).toBe('s-u1');
  });

  it('stores nothing while it cannot hear changes, and forgets everything when it stops hearing them', () => {
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 });
    cache.store('token-a', sessionOf('u1'), cache.beginLookup());
    expect(cache.get('token-a')).toBeUndefined();
    cache.setListening(true);
    const epoch = cache.beginLookup();
    cache.store('token-a', sessionOf('u1'), epoch);
    cache.setListening(false);
    expect(cache.get('token-a')).toBeUndefined();
    cache.store('token-a', sessionOf('u1'), cache.beginLookup());
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that began before the connection came back', () => {
    const cache = listeningCache();
    const epoch = cache.beginLookup();
    cache.setListening(false);
    cache.setListening(true);
    cache.store('token-a', sessionOf('u1'), epoch);
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('lets an entry answer for its time to live at most', () => {
    let now = 0;
    const cache = listeningCache({ ttlMs: 1000, now: () => now });
    cache.store('token-a', sessionOf('u1'), cache.beginLookup());
    now = 999;
    expect(cache.get('token-a')).toBeDefined();
    now = 1000;
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = listeningCache({ maxEntries: 2 });
    for (const user of ['u1', 'u2', 'u3']) cache.store(`token-${user}`, sessionOf(user), cache.beginLookup());
    expect(cache.size).toBe(2);
    expect(cache.get('token-u1')).toBeUndefined();
    expect(cache.get('token-u3')).toBeDefined();
  });

  it('stays exact when many users changed (the change log is pruned conservatively)', () => {
    const cache = listeningCache({ maxEntries: 2 });
    const epoch = cache.beginLookup();
    for (const user of ['u1', 'u2', 'u3']) cache.forgetUser(user);
    cache.store('token-u1', sessionOf('u1'), epoch);
    expect(cache.get('token-u1')).toBeUndefined();
  });
});
