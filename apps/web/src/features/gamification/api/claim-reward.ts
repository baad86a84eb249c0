import { REWARD_MESSAGES } from '@app/shared/gamification/gamification.constants';
import { type Reward, RewardResponseSchema } from '@app/shared/gamification/gamification.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import type { RewardsResponse } from './get-rewards';

/** POST /api/gamification/rewards/:id/claim; a 409 carries the server's reason (not enough points, already claimed). */
export async function claimReward(id: string, idempotencyKey: string): Promise<Reward> {
  const response = await apiRequest(`/gamification/rewards/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
    schema: RewardResponseSchema,
    idempotencyKey,
  });
  return response.reward;
}

/** One claim per card: the card shows its own pending state and its own refusal. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per click: a repeated request for the same click claims nothing twice.
    mutationFn: (id: string) => claimReward(id, newIdempotencyKey()),
    onSuccess: (reward) => {
      queryClient.setQueryData<RewardsResponse>(gamificationKeys.rewards(), (current) =>
        current
          ? { ...current, rewards: current.rewards.map((item) => (item.id === reward.id ? reward : item)) }
          : current,
      );
      notify('success', REWARD_MESSAGES.claimed(reward.name));
      void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    },
    // Refused (already claimed elsewhere, points taken back): show the reward's real state beside the reason.
    onError: () => void queryClient.invalidateQueries({ queryKey: gamificationKeys.rewards() }),
  });
}
