import { describe, expect, it } from 'vitest';
import { cleanFeature, cleanFeatures, FEATURE_MAX_LENGTH } from './feature-items.ts';

describe('a feature as a post shows it', () => {
  it.each([
    ['it should have a menu with photos.', 'Menu with photos'],
    ['Users can pay a deposit online', 'Pay a deposit online'],
    ['Customers should be able to track their order and', 'Track their order'],
    ['a cart', 'Cart'],
    ['"you may also like"', 'You may also like'],
    ['search, edit and export them', 'Search, edit and export'],
    ['chat between them', 'Chat between them'],
    ['also loyalty points etc.', 'Loyalty points'],
  ])('%j -> %j', (raw, item) => {
    expect(cleanFeature(raw)).toBe(item);
  });

  it('drops what is not a feature', () => {
    expect(cleanFeature('Kind of like Patreon but for fitness.')).toBeUndefined();
    expect(cleanFeature('Ready by mid-October')).toBeUndefined();
    expect(cleanFeature(' and ')).toBeUndefined();
  });

  it('keeps an item short: its first clause, or cut at a word', () => {
    const long =
      'A waiver form that students sign before their first lesson, stored with their booking so instructors can check it';
    expect(cleanFeature(long)).toBe('Waiver form that students sign before their first lesson');
    const item = cleanFeature('x'.repeat(40) + ' word'.repeat(20)) ?? '';
    expect(item.length).toBeLessThanOrEqual(FEATURE_MAX_LENGTH);
  });

  it('lists each feature once, in order', () => {
    expect(cleanFeatures(['Online booking', 'online booking.', 'Gift cards'])).toEqual([
      'Online booking',
      'Gift cards',
    ]);
  });
});
