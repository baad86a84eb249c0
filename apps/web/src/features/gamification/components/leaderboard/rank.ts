export interface RankDisplay {
  /** The medal for ranks 1-3, else null. */
  medal: string | null;
  /** What is printed: the medal, or '#n'. */
  text: string;
  /** The text alternative a screen reader hears. */
  label: string;
}

const MEDALS: Record<number, { medal: string; name: string }> = {
  1: { medal: '🥇', name: 'Gold' },
  2: { medal: '🥈', name: 'Silver' },
  3: { medal: '🥉', name: 'Bronze' },
};

/** Gold, silver and bronze for ranks 1-3, then #n (part-2 §9). */
export function rankDisplay(rank: number): RankDisplay {
  const medal = MEDALS[rank];
  if (medal) return { medal: medal.medal, text: medal.medal, label: `${medal.name} medal, rank ${rank}` };
  return { medal: null, text: `#${rank}`, label: `Rank ${rank}` };
}
