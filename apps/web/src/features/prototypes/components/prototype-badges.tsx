import {
  PROTOTYPE_CATEGORY_LABELS,
  PROTOTYPE_STATUS_LABELS,
  type PrototypeCategory,
  type PrototypeStatus,
} from '@app/shared/prototypes/prototypes.constants';
import { CircleDot, Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { splitTechnologies } from '../prototype-preview';

const TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-100 text-slate-700',
  violet: 'bg-violet-100 text-violet-800',
} as const;

function Badge({ tone, icon, children }: { tone: keyof typeof TONES; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', TONES[tone])}>
      {icon}
      {children}
    </span>
  );
}

const STATUS_TONES: Record<PrototypeStatus, keyof typeof TONES> = {
  live: 'green',
  development: 'amber',
  archived: 'slate',
};

export function StatusBadge({ status }: { status: PrototypeStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} icon={<CircleDot className="size-3" aria-hidden />}>
      {PROTOTYPE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CategoryBadge({ category }: { category: PrototypeCategory }) {
  return <Badge tone="violet">{PROTOTYPE_CATEGORY_LABELS[category]}</Badge>;
}

export function FeaturedBadge() {
  return (
    <Badge tone="amber" icon={<Star className="size-3.5" aria-hidden />}>
      Featured
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

/** The first three technologies and '+N' for the rest (part-1 §9); the rest are named on hover and to screen readers. */
export function TechnologyList({ technologies }: { technologies: readonly string[] }) {
  const { shown, hidden } = splitTechnologies(technologies);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Technologies">
      {shown.map((technology) => (
        <li key={technology} className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-medium text-white">
          {technology}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          title={hidden.join(', ')}
          className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          <span aria-hidden>+{hidden.length}</span>
          <span className="sr-only">and {hidden.join(', ')}</span>
        </li>
      )}
    </ul>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
