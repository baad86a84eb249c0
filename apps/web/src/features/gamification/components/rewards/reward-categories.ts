import type { Reward } from '../../api/get-rewards';

export const REWARD_CATEGORY_LABELS: Record<Reward['category'], string> = {
  benefits: 'Benefits',
  community: 'Community',
  monetary: 'Monetary',
};
