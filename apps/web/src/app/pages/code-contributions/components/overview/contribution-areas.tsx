import { LIST_CATEGORIES } from '@app/shared/bounties/bounties.constants';
import { Button } from '../../../../../components/ui/button';

type Area = (typeof LIST_CATEGORIES)[number];

/** One line per area of the Active Bounties categories (part-2 §2 Overview). */
const AREAS: Record<Area, { icon: string; line: string }> = {
  Frontend: { icon: '🎨', line: 'React components, accessibility and layouts that work from phone to desktop.' },
  Backend: { icon: '⚙️', line: 'Fastify routes, services and PostgreSQL queries behind every screen.' },
  AI: { icon: '🤖', line: 'The assistants that turn a conversation into a job post or a developer profile.' },
  DevOps: { icon: '🚀', line: 'Builds, CI pipelines, containers and deployments.' },
  Mobile: { icon: '📱', line: 'Phone-first screens, touch targets and offline behaviour.' },
  Security: { icon: '🔒', line: 'Authentication, input validation, rate limits and safe defaults.' },
};

export function ContributionAreas({ onShowArea }: { onShowArea(area: Area): void }) {
  return (
    <section aria-labelledby="contribution-areas-heading" className="flex flex-col gap-3">
      <h2 id="contribution-areas-heading" className="text-lg font-semibold text-slate-900">
        Contribution areas
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LIST_CATEGORIES.map((area) => (
          <li key={area} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <span aria-hidden>{AREAS[area].icon}</span>
              {area}
            </h3>
            <p className="flex-1 text-sm text-slate-600">{AREAS[area].line}</p>
            <Button variant="ghost" size="sm" className="self-start" onClick={() => onShowArea(area)}>
              See {area} bounties
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
