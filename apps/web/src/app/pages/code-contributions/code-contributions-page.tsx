import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BountyBoard } from '../../../features/bounties/components/bounty-board';
import { HowToContributeTab } from './components/contribute/how-to-contribute-tab';
import { OverviewTab } from './components/overview/overview-tab';
import { PlatformTokenTab } from './components/token/platform-token-tab';
import { CONTRIBUTION_TABS, useContributionsTab } from './hooks/use-contributions-tab';

/** /code-contributions (part-2 §2): Back to Home and four tabs, the active one in ?tab=. */
export function CodeContributionsPage() {
  const { tab, showTab, showBounties } = useContributionsTab();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
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
          <BountyBoard variant="list" />
        </TabsContent>
        <TabsContent value="contribute">
          <HowToContributeTab />
        </TabsContent>
        <TabsContent value="token">
          <PlatformTokenTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function Component() {
  return <CodeContributionsPage />;
}
