import type { MyJob } from '@app/shared/applications/applications.schemas';
import { PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { MyJobsList } from '../components/my-jobs-list';

/**
 * /my-jobs (issue 20 §1): every job I published, its status and its applications. The page
 * (app/pages/my-jobs/my-jobs-page.tsx) adds its own details to each job (`jobDetails`).
 */
export function MyJobsPage({ jobDetails }: { jobDetails?: (job: MyJob) => ReactNode }) {
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="🗂️"
        title="My jobs"
        description="The jobs you published, how many developers applied, and who you have hired."
        actions={
          <Link to="/chat" className={buttonClassName('primary')}>
            <PenLine className="size-4" aria-hidden />
            Post a job
          </Link>
        }
      />
      <div className="mt-8">
        <MyJobsList jobDetails={jobDetails} />
      </div>
    </div>
  );
}
