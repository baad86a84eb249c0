import { cn } from '../../../../components/ui/cn';

const PALETTE = ['bg-brand-100 text-brand-700', 'bg-emerald-100 text-emerald-800', 'bg-amber-100 text-amber-900'];

/** 'Lamont Evans' -> 'LE'; a blank name -> '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The developer's initials in a circle whose colour stays the same for the same name. */
export function AvatarInitials({ name }: { name: string }) {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-base font-semibold',
        PALETTE[hue],
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
