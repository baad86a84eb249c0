import type { BountyDifficulty, BountyStatus } from '@app/shared/bounties/bounties.constants';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

const DIFFICULTY_TONES: Record<BountyDifficulty, string> = {
  Easy: 'bg-green-50 text-green-800 ring-green-600/30',
  Medium: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  Hard: 'bg-red-50 text-red-800 ring-red-600/30',
  Expert: 'bg-purple-50 text-purple-800 ring-purple-600/30',
};

const STATUS_TONES: Record<BountyStatus, string> = {
  Open: 'bg-blue-50 text-blue-800 ring-blue-600/30',
  'In Progress': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  'Under Review': 'bg-purple-50 text-purple-800 ring-purple-600/30',
  Completed: 'bg-green-50 text-green-800 ring-green-600/30',
  Cancelled: 'bg-slate-100 text-slate-600 ring-slate-500/30',
};

export function DifficultyBadge({ difficulty }: { difficulty: BountyDifficulty }) {
  return (
    <span className={cn(badge, DIFFICULTY_TONES[difficulty])}>
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  );
}

export function BountyStatusBadge({ status }: { status: BountyStatus }) {
  return (
    <span className={cn(badge, STATUS_TONES[status])}>
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}

export function PlainBadge({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'brand' }) {
  return (
    <span
      className={cn(
        badge,
        tone === 'brand'
          ? 'bg-brand-50 text-brand-700 ring-brand-600/30'
          : 'bg-slate-100 text-slate-700 ring-slate-500/30',
      )}
    >
      {children}
    </span>
  );
}
