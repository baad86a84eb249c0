import { type ReactNode, useRef } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AchievementsTab } from '../components/achievements/achievements-tab';
import { LeaderboardTab } from '../components/leaderboard/leaderboard-tab';
import { ProgressTab } from '../components/progress/progress-tab';
import { RewardsTab } from '../components/rewards/rewards-tab';
import { TabIntro } from '../components/tab-intro';
import { GAMIFICATION_TABS, isGamificationTab } from '../gamification-tabs';
import { useGamificationParams } from '../hooks/use-gamification-params';
import { useRevealActiveTab } from '../hooks/use-reveal-active-tab';

/**
 * /gamification (part-2 §2): seven tabs, the open one in ?tab=. The bounty board, the wallet and
 * the submissions belong to other features; app/ passes them in (DESIGN.md §3: features meet in app/).
 */
export function GamificationPage({
  bounties,
  wallet,
  submissions,
}: {
  bounties: ReactNode;
  wallet: ReactNode;
  submissions: ReactNode;
}) {
  const { tab, period, showTab, showPeriod } = useGamificationParams();
  const tabListRef = useRef<HTMLDivElement>(null);
  useRevealActiveTab(tabListRef, tab);
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🎮"
        title="Developer Gamification"
        description="Earn points for your work on the platform, level up, unlock rewards and take on bounties paid in tokens."
      />
      <Tabs value={tab} onValueChange={(next) => isGamificationTab(next) && showTab(next)} className="mt-6">
        <TabsList ref={tabListRef} aria-label="Gamification sections">
          {GAMIFICATION_TABS.map((item) => (
            <TabsTrigger key={item.id} value={item.id} data-tab={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="progress">
          <ProgressTab />
        </TabsContent>
        <TabsContent value="achievements">
          <AchievementsTab />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab period={period} onPeriodChange={showPeriod} />
        </TabsContent>
        <TabsContent value="rewards">
          <RewardsTab />
        </TabsContent>
        <TabsContent value="bounties">
          <TabIntro title="Bounty Board">
            Claim a bounty, build it and submit your work. Approved work pays its reward into your token wallet.
          </TabIntro>
          {bounties}
        </TabsContent>
        <TabsContent value="wallet">
          <TabIntro title="Token Wallet">
            Your tokens from approved bounties: stake them, unstake them, see every movement.
          </TabIntro>
          {wallet}
        </TabsContent>
        <TabsContent value="submissions">
          <TabIntro title="Submissions">The work you submitted on bounties and where each review stands.</TabIntro>
          {submissions}
        </TabsContent>
      </Tabs>
    </div>
  );
}
