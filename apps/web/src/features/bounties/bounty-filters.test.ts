import { describe, expect, it } from 'vitest';
import { bountyQueryString, hasBountyFilters, NO_BOUNTY_FILTERS, parseBountyFilters } from './bounty-filters';

describe('parseBountyFilters', () => {
  it('reads category, difficulty and search from the URL', () => {
    const params = new URLSearchParams('category=Frontend&difficulty=Easy&q=%20dark%20');
    expect(parseBountyFilters(params, 'list')).toEqual({ category: 'Frontend', difficulty: 'Easy', q: 'dark' });
  });

  it('ignores values the list variant does not offer', () => {
    const params = new URLSearchParams('category=Documentation&difficulty=Expert');
    expect(parseBountyFilters(params, 'list')).toEqual(NO_BOUNTY_FILTERS);
  });

  it('the board variant offers its own categories and Expert', () => {
    const params = new URLSearchParams('category=Documentation&difficulty=Expert');
    expect(parseBountyFilters(params, 'board')).toEqual({ category: 'Documentation', difficulty: 'Expert', q: '' });
    expect(parseBountyFilters(new URLSearchParams('category=AI'), 'board').category).toBeNull();
  });

  it('treats unknown or empty values as All', () => {
    expect(parseBountyFilters(new URLSearchParams('category=&difficulty=easy'), 'list')).toEqual(NO_BOUNTY_FILTERS);
  });

  it('bounds the search length', () => {
    const long = 'x'.repeat(300);
    expect(parseBountyFilters(new URLSearchParams({ q: long }), 'list').q).toHaveLength(100);
  });
});

describe('bountyQueryString', () => {
  it('leaves out empty filters', () => {
    expect(bountyQueryString(NO_BOUNTY_FILTERS)).toBe('');
  });

  it('sends every filter that is set, and the cursor', () => {
    const query = bountyQueryString({ category: 'AI', difficulty: 'Medium', q: 'chat history', status: 'Open' }, 'abc');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      category: 'AI',
      difficulty: 'Medium',
      q: 'chat history',
      status: 'Open',
      cursor: 'abc',
    });
  });
});

describe('hasBountyFilters', () => {
  it('is false for All, All and no search', () => {
    expect(hasBountyFilters(NO_BOUNTY_FILTERS)).toBe(false);
    expect(hasBountyFilters({ ...NO_BOUNTY_FILTERS, q: 'api' })).toBe(true);
  });
});
