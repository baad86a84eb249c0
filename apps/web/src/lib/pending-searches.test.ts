import { describe, expect, it } from 'vitest';
import { createPendingSearches } from './pending-searches';

describe('pending searches', () => {
  it('builds on what is rendered when nothing is pending', () => {
    const pending = createPendingSearches();
    expect(pending.latest('q=react')).toBe('q=react');
  });

  it('builds on the newest write before React renders it', () => {
    const pending = createPendingSearches();
    pending.written('');
    pending.written('availability=Busy');
    expect(pending.latest('q=zora')).toBe('availability=Busy');
  });

  it('keeps the writes after the one just rendered', () => {
    const pending = createPendingSearches();
    pending.written('a=1');
    pending.written('a=1&b=2');
    pending.rendered('a=1');
    expect(pending.latest('a=1')).toBe('a=1&b=2');
    pending.rendered('a=1&b=2');
    expect(pending.latest('a=1&b=2')).toBe('a=1&b=2');
  });

  it('drops the pending writes when a search it never wrote renders (Back, a link)', () => {
    const pending = createPendingSearches();
    pending.written('a=1');
    pending.rendered('tab=other');
    expect(pending.latest('tab=other')).toBe('tab=other');
  });
});
