import { rankDisplay } from './rank';

export function RankBadge({ rank }: { rank: number }) {
  const display = rankDisplay(rank);
  if (display.medal) {
    return (
      <span role="img" aria-label={display.label} className="w-9 shrink-0 text-center text-2xl leading-none">
        {display.medal}
      </span>
    );
  }
  return (
    <span className="w-9 shrink-0 text-center text-sm font-semibold text-slate-500 tabular-nums">
      <span className="sr-only">{display.label}</span>
      <span aria-hidden>{display.text}</span>
    </span>
  );
}
