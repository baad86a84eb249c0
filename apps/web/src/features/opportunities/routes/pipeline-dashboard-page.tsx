import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PipelineDashboard } from '../components/pipeline/pipeline-dashboard';

/** /pipeline-dashboard (part-2 §2): the sales pipeline by stage, with stats, insights and filters. */
export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
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
