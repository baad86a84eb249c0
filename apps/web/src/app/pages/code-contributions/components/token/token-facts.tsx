import { TOKEN_EARNING_RANGES } from '@app/shared/ledger/ledger.constants';
import { Card } from '../../../../../components/ui/card';

const UTILITY = [
  { name: 'Earn', text: 'Every approved bounty pays its reward into your balance.', isLive: true },
  { name: 'Stake', text: 'Set tokens aside to show long-term commitment to the project.', isLive: true },
  { name: 'Govern', text: 'Vote on which bounties the pool funds next.', isLive: false },
  { name: 'Spend', text: 'Pay for premium platform services such as prototype reviews.', isLive: false },
] as const;

const ROADMAP = [
  {
    phase: 'Now',
    title: 'Ledger-backed bounties',
    text: 'Rewards, staking and wallet linking on a double-entry ledger.',
  },
  { phase: 'Next', title: 'Staking rewards', text: 'A share of the pool for tokens staked over time.' },
  { phase: 'Later', title: 'Governance', text: 'Token holders vote on the bounty backlog.' },
  { phase: 'Later', title: 'Payments', text: 'Spend tokens across the platform.' },
] as const;

/** Tokens a bounty pays by difficulty (part-2 §9: easy 25-75, medium 75-150, hard 150-300). */
export function EarningRanges() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">What a bounty pays</h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {Object.entries(TOKEN_EARNING_RANGES).map(([difficulty, range]) => (
          <div key={difficulty} className="rounded-xl bg-slate-50 px-2 py-3">
            <dt className="text-sm font-medium text-slate-600">{difficulty}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {range.min}-{range.max}
              <span className="block text-xs font-normal text-slate-500">tokens</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function TokenUtility() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">What the token is for</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {UTILITY.map((item) => (
          <li key={item.name} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-slate-900">{item.name}</span>
            <span className="text-slate-600">{item.text}</span>
            {!item.isLive && <span className="text-xs font-medium text-amber-700">Planned</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function TokenRoadmap() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Roadmap</h2>
      <ol className="mt-3 flex flex-col gap-3 border-l-2 border-slate-200 pl-4 text-sm">
        {ROADMAP.map((item) => (
          <li key={item.title}>
            <p className="font-medium text-slate-900">
              <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{item.phase}</span>
              {item.title}
            </p>
            <p className="text-slate-600">{item.text}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
