import { RARITIES } from '@app/shared/gamification/gamification.constants';
import { describe, expect, it } from 'vitest';
import { rarityStyle } from './rarity';

describe('rarityStyle', () => {
  it('colours common grey, rare blue, epic purple and legendary amber', () => {
    expect(rarityStyle('common').badge).toContain('slate');
    expect(rarityStyle('rare').badge).toContain('blue');
    expect(rarityStyle('epic').badge).toContain('purple');
    expect(rarityStyle('legendary').badge).toContain('amber');
    expect(rarityStyle('legendary').border).toContain('amber');
  });

  it('names every rarity in words', () => {
    expect(RARITIES.map((rarity) => rarityStyle(rarity).label)).toEqual(['Common', 'Rare', 'Epic', 'Legendary']);
  });
});
