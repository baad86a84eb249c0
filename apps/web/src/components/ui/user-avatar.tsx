import { cn } from './cn';

/** A hue from the avatar seed; lightness 32% keeps white initials readable for every hue. */
export function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 45% 32%)`;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Initials in a circle coloured from the user's avatar seed (never a remote image). */
export function UserAvatar({
  user,
  size = 'sm',
}: {
  user: { id: string; name: string; avatar: string };
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden
      style={{ backgroundColor: colourFor(user.avatar || user.id) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
        size === 'sm' ? 'size-8 text-xs' : 'size-9 text-sm',
      )}
    >
      {initialsOf(user.name)}
    </span>
  );
}
