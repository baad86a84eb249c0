import { describe, expect, it } from 'vitest';
import { addTag, normalizeTags, removeTag } from './tag-list.ts';

describe('tag lists', () => {
  it('adds a trimmed entry', () => {
    expect(addTag(['react'], '  vue  ')).toEqual({ tags: ['react', 'vue'], error: null });
  });

  it('refuses duplicates, whatever the case', () => {
    expect(addTag(['React'], 'react')).toEqual({ tags: ['React'], error: 'duplicate' });
  });

  it('ignores empty entries', () => {
    expect(addTag(['react'], '   ')).toEqual({ tags: ['react'], error: 'empty' });
  });

  it('refuses more than the maximum', () => {
    expect(addTag(['a', 'b'], 'c', { max: 2 }).error).toBe('limit');
  });

  it('removes an entry', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('normalizes a list from outside', () => {
    expect(normalizeTags([' a', 'A', '', 'b '])).toEqual(['a', 'b']);
  });
});
