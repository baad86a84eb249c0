const MEDALS: Record<number, { icon: string; label: string }> = {
  1: { icon: '🥇', label: 'Gold, rank 1' },
  2: { icon: '🥈', label: 'Silver, rank 2' },
  3: { icon: '🥉', label: 'Bronze, rank 3' },
};

/** Gold, silver and bronze for ranks 1-3, then #n (part-2 §9). */
export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (medal) {
    return (
      <span role="img" aria-label={medal.label} className="w-8 text-center text-2xl leading-none">
        {medal.icon}
      </span>
    );
  }
  return <span className="w-8 text-center text-sm font-semibold text-slate-500 tabular-nums">#{rank}</span>;
}
