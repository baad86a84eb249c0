import { lazy, Suspense } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { OverviewTab } from './components/overview/overview-tab';
import { CONTRIBUTION_TABS, useContributionsTab } from './hooks/use-contributions-tab';

// Only the open tab's code loads: the bounty board, the guide and the token tab (forms, dialogs,
// the ledger) stay off the first render of the default Overview tab (DESIGN.md §8).
const BountyBoard = lazy(() =>
  import('../../../features/bounties/components/bounty-board').then((module) => ({ default: module.BountyBoard })),
);
const HowToContributeTab = lazy(() =>
  import('./components/contribute/how-to-contribute-tab').then((module) => ({ default: module.HowToContributeTab })),
);
const PlatformTokenTab = lazy(() =>
  import('./components/token/platform-token-tab').then((module) => ({ default: module.PlatformTokenTab })),
);

/** /code-contributions (part-2 §2): Back to Home and four tabs, the active one in ?tab=. */
export function CodeContributionsPage() {
  const { tab, showTab, showBounties } = useContributionsTab();
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="💰"
        title="Code Contribution Bounties"
        description="Pick an open bounty, ship the code and earn platform tokens, paid from a real ledger when your work is approved."
      />
      <Tabs value={tab} onValueChange={showTab} className="mt-6">
        <TabsList aria-label="Code contribution sections">
          {CONTRIBUTION_TABS.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab onShowArea={showBounties} />
        </TabsContent>
        <TabsContent value="bounties">
          <h2 className="sr-only">Active Bounties</h2>
          <Suspense fallback={<LoadingState label="Loading bounties..." />}>
            <BountyBoard variant="list" />
          </Suspense>
        </TabsContent>
        <TabsContent value="contribute">
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <HowToContributeTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="token">
          <Suspense fallback={<LoadingState label="Loading token..." />}>
            <PlatformTokenTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function Component() {
  return <CodeContributionsPage />;
}
