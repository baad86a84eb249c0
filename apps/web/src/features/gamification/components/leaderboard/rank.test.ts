import { describe, expect, it } from 'vitest';
import { rankDisplay } from './rank';

describe('rankDisplay', () => {
  it('gives ranks 1-3 gold, silver and bronze medals with a spoken name', () => {
    expect(rankDisplay(1)).toEqual({ medal: '🥇', text: '🥇', label: 'Gold medal, rank 1' });
    expect(rankDisplay(2)).toEqual({ medal: '🥈', text: '🥈', label: 'Silver medal, rank 2' });
    expect(rankDisplay(3)).toEqual({ medal: '🥉', text: '🥉', label: 'Bronze medal, rank 3' });
  });

  it('shows #n from rank 4 on', () => {
    expect(rankDisplay(4)).toEqual({ medal: null, text: '#4', label: 'Rank 4' });
    expect(rankDisplay(27)).toEqual({ medal: null, text: '#27', label: 'Rank 27' });
  });
});
