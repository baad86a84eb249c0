import { useRewards } from '../../api/get-rewards';
import { QueryView } from '../query-view';
import { RewardCard } from './reward-card';

/** Rewards: the six rewards of FACTS.md at 500-4000 points; claiming needs the points, once. */
export function RewardsTab() {
  const query = useRewards();
  return (
    <section aria-labelledby="rewards-tab-heading" className="flex flex-col gap-4">
      <h2 id="rewards-tab-heading" className="text-lg font-semibold text-slate-900">
        Rewards
      </h2>
      <QueryView query={query} loadingLabel="Loading rewards..." errorLead="Could not load the rewards.">
        {({ rewards, totalPoints }) => {
          const claimed = rewards.filter((reward) => reward.isClaimed).length;
          return (
            <>
              <p className="text-sm text-slate-600">
                You have{' '}
                <span className="font-semibold text-slate-900">{totalPoints.toLocaleString('en-US')} points</span>.{' '}
                {claimed} of {rewards.length} rewards claimed.
              </p>
              <ul aria-label="Rewards" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {rewards.map((reward) => (
                  <RewardCard key={reward.id} reward={reward} totalPoints={totalPoints} />
                ))}
              </ul>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
