import type { ReactNode } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { AboutCards } from '../components/about-cards';
import { AdminTokenCard } from '../components/admin-token-card';
import { EndpointTests } from '../components/endpoint-tests';
import { MonitoringControls } from '../components/monitoring-controls';
import { PendingReports } from '../components/pending-reports';
import { PersonasCard } from '../components/personas-card';
import { RecentEngagements } from '../components/recent-engagements';
import { SystemStatusCard } from '../components/system-status-card';
import { useAdminToken } from '../hooks/use-admin-token';

/**
 * /ai-community-member (part-2 §2, issue 12): what the AI member is and how it is bounded, the
 * system status, the admin controls, the endpoint test buttons and the engagement log.
 * `adminPanels` are other areas' admin work (app/ puts them here), shown once the token is saved.
 */
export function AiMemberPage({ adminPanels }: { adminPanels?: (token: string) => ReactNode }) {
  const admin = useAdminToken();
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🤖👥"
        title="AI Community Member Control Center"
        description="Watch the AI community member, control its monitoring engine and test every endpoint against the real server."
      />
      <div className="mt-6 flex flex-col gap-6">
        <section aria-labelledby="about-heading" className="flex flex-col gap-4">
          <h2 id="about-heading" className="sr-only">
            About the AI community member
          </h2>
          <AboutCards />
          <PersonasCard />
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <SystemStatusCard />
          <AdminTokenCard hasToken={admin.token !== null} onSave={admin.save} onForget={admin.forget} />
        </div>
        <MonitoringControls token={admin.token} />
        <EndpointTests token={admin.token} />
        <RecentEngagements />
        <PendingReports token={admin.token} />
        {admin.token !== null && adminPanels?.(admin.token)}
      </div>
    </div>
  );
}
