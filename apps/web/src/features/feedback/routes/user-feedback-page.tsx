import { FEEDBACK_TABS } from '@app/shared/feedback/feedback.constants';
import { lazy, Suspense, useEffect } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { track } from '../../../lib/browser-tracker';
import { DashboardTab } from '../components/dashboard/dashboard-tab';
import { FeaturesTab } from '../components/features/features-tab';
import { FormsTab } from '../components/forms/forms-tab';
import { type FeedbackTab, useFeedbackParams } from '../hooks/use-feedback-params';
import { useRefreshOnFeedback } from '../hooks/use-refresh-on-feedback';

// Charts and the leaderboard load only when their tab is opened (DESIGN.md §8).
const AnalyticsTab = lazy(() =>
  import('../components/analytics/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
);
const CommunityTab = lazy(() =>
  import('../components/community/community-tab').then((module) => ({ default: module.CommunityTab })),
);

/** /user-feedback (part-2 §2): Back to Home and five tabs, the active one in ?tab=. */
export function UserFeedbackPage() {
  const { tab, feature, showTab, clearFeature } = useFeedbackParams();
  useRefreshOnFeedback();
  useEffect(() => {
    track('user_feedback_page_visited');
  }, []);

  const changeTab = (next: string) => {
    const chosen = FEEDBACK_TABS.find((item) => item.id === next)?.id;
    if (!chosen) return;
    track('feedback_tab_changed', { tab: chosen });
    showTab(chosen);
  };
  const viewAnalytics = (featureId: string) => {
    track('feedback_tab_changed', { tab: 'analytics' });
    showTab('analytics' satisfies FeedbackTab, featureId);
  };

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton onClick={() => track('feedback_back_to_home')} />
      <PageHeader
        icon="💬"
        title="User Testing Feedback Platform"
        description="Tell us what works and what doesn't - every piece of feedback earns points and shapes the platform."
      />
      <Tabs value={tab} onValueChange={changeTab} className="mt-6">
        <TabsList aria-label="Feedback sections">
          {FEEDBACK_TABS.map((item) => (
            <TabsTrigger key={item.id} value={item.id}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab />
        </TabsContent>
        <TabsContent value="forms">
          <FormsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<LoadingState label="Loading analytics..." />}>
            <AnalyticsTab feature={feature} onClearFeature={clearFeature} />
          </Suspense>
        </TabsContent>
        <TabsContent value="leaderboard">
          <Suspense fallback={<LoadingState label="Loading leaderboard..." />}>
            <CommunityTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="features">
          <FeaturesTab onViewAnalytics={viewAnalytics} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function Component() {
  return <UserFeedbackPage />;
}
