import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../components/ui/back-to-home-button';
import { buttonClassName } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/page-header';
import { PAGE_WIDTH } from '../../components/ui/page-width';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { JobApplicantsLink } from '../../features/applications/components/job-applicants-link';
import { PublishedJobs } from '../../features/jobs/components/listings/published-jobs';
import { JobsForYou } from '../../features/matching/components/jobs-for-you';
import { JOBS_FOR_YOU_TAB } from '../../features/matching/match-labels';
import { OpportunityList } from '../../features/opportunities/components/opportunity-list';
import { useUrlParams } from '../../lib/use-url-params';

const TABS = { pipeline: 'pipeline', published: 'published', forYou: JOBS_FOR_YOU_TAB } as const;
type Tab = (typeof TABS)[keyof typeof TABS];
const isTab = (value: string | null): value is Tab => Object.values<string | null>(TABS).includes(value);

/**
 * /jobs, Project Listings: the sales pipeline's opportunities and the jobs published through the
 * wizard. Features meet here, in app/ (DESIGN.md §3): the owner of a published job gets a link to
 * its applicants (applications), and a developer the jobs that match their profile (matching,
 * issue 33 §2). The open tab is ?tab=.
 */
export function Component() {
  const { searchParams: params, set } = useUrlParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : TABS.pipeline;

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="💼"
        title="Project Listings"
        description="Client projects from the sales pipeline, and the jobs posted on the platform."
        actions={
          <Link to="/chat" className={buttonClassName('primary')}>
            <PenLine className="size-4" aria-hidden />
            Post a project
          </Link>
        }
      />
      <Tabs
        className="mt-8"
        value={tab}
        onValueChange={(value) =>
          set({ tab: isTab(value) && value !== TABS.pipeline ? value : null }, { replace: true })
        }
      >
        {/* Three tabs do not fit one line on a phone: they wrap rather than hide the last one. */}
        <TabsList aria-label="Project listings" className="flex-wrap">
          <TabsTrigger value={TABS.pipeline}>Pipeline Projects</TabsTrigger>
          <TabsTrigger value={TABS.published}>Published Jobs</TabsTrigger>
          <TabsTrigger value={TABS.forYou}>Jobs for you</TabsTrigger>
        </TabsList>
        <TabsContent value={TABS.pipeline}>
          <OpportunityList />
        </TabsContent>
        <TabsContent value={TABS.published}>
          <PublishedJobs jobActions={(job) => <JobApplicantsLink job={job} />} />
        </TabsContent>
        <TabsContent value={TABS.forYou}>
          <JobsForYou />
        </TabsContent>
      </Tabs>
    </div>
  );
}
