import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { PipelineDashboard } from '../components/pipeline/pipeline-dashboard';

/** /pipeline-dashboard (part-2 §2): the sales pipeline by stage, with stats, insights and filters. */
export function Component() {
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="📈"
        title="Pipeline Dashboard"
        description="Every client deal by stage: what it is worth, how it is moving and what needs attention."
      />
      <div className="mt-8">
        <PipelineDashboard />
      </div>
    </div>
  );
}
