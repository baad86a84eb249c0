import { Bot, CheckCircle2, Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const TONES = {
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-800',
  violet: 'bg-violet-100 text-violet-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

function Badge({ tone, icon, children }: { tone: keyof typeof TONES; icon: ReactNode; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', TONES[tone])}>
      {icon}
      {children}
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <Badge tone="amber" icon={<Star className="size-3.5" aria-hidden />}>
      Featured
    </Badge>
  );
}

export function AnsweredBadge({ label = 'Answered' }: { label?: string }) {
  return (
    <Badge tone="green" icon={<CheckCircle2 className="size-3.5" aria-hidden />}>
      {label}
    </Badge>
  );
}

/** Marks a post written by one of the community's AI members. */
export function AiBadge() {
  return (
    <Badge tone="violet" icon={<Bot className="size-3.5" aria-hidden />}>
      AI
    </Badge>
  );
}

/** Saved on this device, not on the server yet (DESIGN.md §6). */
export function PendingBadge() {
  return (
    <Badge tone="slate" icon={<Clock className="size-3.5" aria-hidden />}>
      Pending
    </Badge>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
