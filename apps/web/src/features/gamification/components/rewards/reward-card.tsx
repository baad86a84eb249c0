import { CheckCircle2, Gift, Lock } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { describeError } from '../../../../lib/api-error';
import { useClaimReward } from '../../api/claim-reward';
import type { Reward } from '../../api/get-rewards';
import { rarityStyle } from './rarity';
import { REWARD_CATEGORY_LABELS } from './reward-categories';

/** One reward: locked (and how far off), unlocked with Claim Reward, or claimed. */
export function RewardCard({ reward, totalPoints }: { reward: Reward; totalPoints: number }) {
  const claim = useClaimReward();
  const rarity = rarityStyle(reward.rarity);
  const missing = Math.max(0, reward.pointsRequired - totalPoints);
  const headingId = `reward-${reward.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-2xl border-2 bg-white p-4 shadow-sm', rarity.border)}
    >
      <div className="flex items-start justify-between gap-2">
        <span aria-hidden className={cn('text-3xl leading-none', !reward.isUnlocked && 'opacity-60 grayscale')}>
          {reward.icon}
        </span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', rarity.badge)}>{rarity.label}</span>
      </div>
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {reward.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{reward.description}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Points required</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{reward.pointsRequired.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Category</dt>
          <dd className="font-medium text-slate-800">{REWARD_CATEGORY_LABELS[reward.category]}</dd>
        </div>
      </dl>
      <div className="mt-auto">
        {reward.isClaimed ? (
          <p className="inline-flex items-center gap-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden />
            Claimed
          </p>
        ) : reward.isUnlocked ? (
          <Button className="w-full" isLoading={claim.isPending} onClick={() => claim.mutate(reward.id)}>
            <Gift className="size-4" aria-hidden />
            Claim Reward
          </Button>
        ) : (
          <p className="flex items-center gap-1.5 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            <Lock className="size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-semibold">Locked</span>: {missing.toLocaleString('en-US')} more points needed
            </span>
          </p>
        )}
        {claim.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {describeError(claim.error)}
          </p>
        )}
      </div>
    </li>
  );
}
