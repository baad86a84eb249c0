import type { Rarity } from '@app/shared/gamification/gamification.constants';

export interface RarityStyle {
  /** The rarity in words, so colour is never the only signal. */
  label: string;
  /** The rarity badge. */
  badge: string;
  /** The card's border. */
  border: string;
}

/** Rarity colours (part-2 §9): common grey, rare blue, epic purple, legendary amber/gold. */
const RARITY_STYLES: Record<Rarity, RarityStyle> = {
  common: { label: 'Common', badge: 'bg-slate-100 text-slate-700', border: 'border-slate-300' },
  rare: { label: 'Rare', badge: 'bg-blue-100 text-blue-800', border: 'border-blue-300' },
  epic: { label: 'Epic', badge: 'bg-purple-100 text-purple-800', border: 'border-purple-300' },
  legendary: { label: 'Legendary', badge: 'bg-amber-100 text-amber-900', border: 'border-amber-400' },
};

export function rarityStyle(rarity: Rarity): RarityStyle {
  return RARITY_STYLES[rarity];
}
