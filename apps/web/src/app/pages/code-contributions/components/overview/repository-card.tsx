import { REPOSITORY } from '@app/shared/bounties/bounties.constants';
import { GitBranch } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../../../components/ui/card';
import { useBounties } from '../../../../../features/bounties/api/get-bounties';
import type { BountyFilters } from '../../../../../features/bounties/bounty-filters';
import { useTokenStats } from '../../../../../features/wallet/api/get-token-stats';
import { StatList } from '../../../../../features/wallet/components/stat-list';
import { formatTokens } from '../../../../../features/wallet/token-format';

const OPEN_BOUNTIES: BountyFilters = { category: null, difficulty: null, q: '', status: 'Open' };

/** The repository the bounties are about, with live figures (no invented stars or forks). */
export function RepositoryCard() {
  const headingId = useId();
  const open = useBounties(OPEN_BOUNTIES);
  const token = useTokenStats();
  const firstPage = open.data?.pages[0];
  const openBounties = open.data?.pages.flatMap((page) => page.bounties) ?? [];
  const hasMore = Boolean(open.data?.pages.at(-1)?.nextCursor);
  const unknown = open.isError ? 'Unavailable' : '…';

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-slate-900 p-2 text-white" aria-hidden>
          <GitBranch className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {REPOSITORY.name}
          </h2>
          <p className="text-sm text-slate-600">
            The platform itself is open source: every bounty is an issue in this repository, paid in platform tokens
            when the pull request is merged and approved.
          </p>
        </div>
      </div>
      <StatList
        className="grid-cols-2 sm:grid-cols-3"
        stats={[
          {
            label: 'Open bounties',
            value: firstPage ? `${openBounties.length}${hasMore ? '+' : ''}` : unknown,
          },
          {
            label: 'Tokens on offer',
            value: firstPage ? formatTokens(openBounties.reduce((sum, bounty) => sum + bounty.reward, 0)) : unknown,
          },
          {
            label: 'Bounty pool',
            value: token.data ? formatTokens(token.data.bountyPool) : token.isError ? 'Unavailable' : '…',
            hint: 'Tokens left to fund new bounties',
          },
        ]}
      />
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Tech stack</h3>
        <ul aria-label="Tech stack" className="mt-2 flex flex-wrap gap-1.5">
          {REPOSITORY.techStack.map((tech) => (
            <li key={tech} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
