/** The tabs of /gamification, in order (FACTS.md "Gamification tabs"); the id is the ?tab= value. */
export const GAMIFICATION_TABS = [
  { id: 'progress', label: 'My Progress' },
  { id: 'achievements', label: 'Achievements' },
  { id: 'leaderboard', label: 'Leaderboard' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'bounties', label: 'Bounties' },
  { id: 'wallet', label: 'Token Wallet' },
  { id: 'submissions', label: 'Submissions' },
] as const;

export type GamificationTab = (typeof GAMIFICATION_TABS)[number]['id'];

export function isGamificationTab(value: string | null): value is GamificationTab {
  return GAMIFICATION_TABS.some((tab) => tab.id === value);
}
