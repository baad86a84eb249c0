import { QuickActions } from './quick-actions';
import { RecentFeedback } from './recent-feedback';
import { StatsOverview } from './stats-overview';

/** Feedback Dashboard: overview stats, quick actions and recent feedback (part-2 §2). */
export function DashboardTab() {
  return (
    <div className="flex flex-col gap-6">
      <StatsOverview />
      <QuickActions />
      <RecentFeedback />
    </div>
  );
}
