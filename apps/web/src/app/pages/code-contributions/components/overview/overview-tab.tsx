import type { LIST_CATEGORIES } from '@app/shared/bounties/bounties.constants';
import { ContributionAreas } from './contribution-areas';
import { QuickActions } from './quick-actions';
import { RepositoryCard } from './repository-card';

/** Overview (part-2 §2): repository info, quick actions and contribution areas. */
export function OverviewTab({ onShowArea }: { onShowArea(area: (typeof LIST_CATEGORIES)[number]): void }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr]">
        <RepositoryCard />
        <QuickActions />
      </div>
      <ContributionAreas onShowArea={onShowArea} />
    </div>
  );
}
