import { FUNDING_KINDS, FUNDING_TABS } from '@app/shared/funding/funding.constants';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFundingPools } from '../api/get-funding-pools';
import { BorrowForm } from '../components/borrow-form';
import { CategoryCards } from '../components/category-cards';
import { FundingFeatures } from '../components/funding-features';
import { FundingStats } from '../components/funding-stats';
import { LendForm } from '../components/lend-form';
import { MyIntents } from '../components/my-intents';
import { ProvideForm } from '../components/provide-form';
import { SimulatorNote } from '../components/simulator-note';
import { useFundingTab } from '../hooks/use-funding-tab';
import { SHARED_POOL_TABLES } from '../pool-tables';

// Inactive tabs stay mounted (and hidden) so switching tabs keeps what was typed.
const TAB_PANEL = 'data-[state=inactive]:hidden';

/** /defi-platform (part-2 §2): the tech-project funding simulator. */
export function FundingPage() {
  const { tab, showTab } = useFundingTab();
  const pools = useFundingPools();
  const tables = pools.data ?? SHARED_POOL_TABLES;
  const isFallback = !pools.data && pools.isError;

  return (
    <div className={cn(PAGE_WIDTH.wide, 'flex flex-col gap-8 py-8')}>
      <div>
        <BackToHomeButton />
        <PageHeader
          icon="🏦"
          title="Tech Project Funding Platform"
          description="Fund software, AI, blockchain and automation projects, get funding for your own, or provide liquidity - and see the numbers before you commit."
        />
        <SimulatorNote />
      </div>
      {isFallback && (
        <ErrorBanner
          tone="warning"
          message="Live pool data could not be loaded. The rates below come from the published tables, and recorded totals are not shown."
          onRetry={() => void pools.refetch()}
        />
      )}
      <FundingStats tables={tables} recorded={pools.data ? 'live' : isFallback ? 'unavailable' : 'loading'} />
      <Tabs value={tab} onValueChange={showTab}>
        {/* Three equal columns whose labels wrap, so all three tabs show on a phone. */}
        <TabsList aria-label="Funding options" className="grid! grid-cols-3">
          {FUNDING_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind} className="whitespace-normal!">
              {FUNDING_TABS[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="lend" forceMount className={TAB_PANEL}>
          <LendForm tables={tables} />
        </TabsContent>
        <TabsContent value="borrow" forceMount className={TAB_PANEL}>
          <BorrowForm tables={tables} />
        </TabsContent>
        <TabsContent value="provide" forceMount className={TAB_PANEL}>
          <ProvideForm tables={tables} />
        </TabsContent>
      </Tabs>
      <MyIntents />
      <FundingFeatures />
      <CategoryCards tables={tables} hasRecorded={Boolean(pools.data)} />
    </div>
  );
}

export function Component() {
  return <FundingPage />;
}
