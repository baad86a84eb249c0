import { MONITORING_DEFAULTS, MONITORING_TEST_CONFIG } from '@app/shared/ai-member/ai-member.constants';
import { Bot, ClipboardList, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

function AboutCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="text-brand-600" aria-hidden>
          {icon}
        </span>
        {title}
      </h3>
      <div className="text-sm text-slate-700">{children}</div>
    </Card>
  );
}

/** The documentation cards (part-2 §2, §9): what the member does, its cadence and caps, its log. */
export function AboutCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <AboutCard icon={<Bot className="size-5" />} title="What the AI member does">
        <ul className="list-disc space-y-1 pl-5">
          <li>Answers unanswered community questions as one of four AI personas, picked by the question's topic.</li>
          <li>Every answer is clearly labelled: the persona's name and an AI badge.</li>
          <li>Never answers once a person has answered, and gives at most one AI answer per question.</li>
          <li>Its answers never change anyone's reputation.</li>
        </ul>
      </AboutCard>
      <AboutCard icon={<Timer className="size-5" />} title="Monitoring cadence and caps">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            By default it scans every {MONITORING_DEFAULTS.proactiveEngagementInterval} minutes and posts at most{' '}
            {MONITORING_DEFAULTS.maxEngagementsPerHour} answers per hour.
          </li>
          <li>
            The test config: every {MONITORING_TEST_CONFIG.proactiveEngagementInterval} minutes, at most{' '}
            {MONITORING_TEST_CONFIG.maxEngagementsPerHour} per hour.
          </li>
          <li>The hourly cap counts any rolling 60 minutes. Only an admin starts, stops or changes it.</li>
        </ul>
      </AboutCard>
      <AboutCard icon={<ClipboardList className="size-5" />} title="Every engagement is logged">
        <p>
          Each attempt is recorded with the question, the persona, the generator, how long it took and the outcome:
          posted, or skipped with the reason (for example, a person answered first or the hourly cap was reached). The
          latest are listed under Recent AI engagements below.
        </p>
      </AboutCard>
    </div>
  );
}
