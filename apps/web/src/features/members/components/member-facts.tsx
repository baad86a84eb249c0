import { formatLongDate } from '@app/shared/format/format';
import type { Member } from '@app/shared/members/members.schemas';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who they are as a client, at a glance: since when, and what they did on the platform. */
export function MemberFacts({ member }: { member: Member }) {
  const facts = [
    { label: 'Member since', value: formatLongDate(member.memberSince) },
    { label: 'Jobs posted', value: plural(member.counts.jobsPosted, 'job', 'jobs') },
    { label: 'Hires', value: plural(member.counts.hires, 'hire', 'hires') },
    { label: 'Contracts completed', value: plural(member.counts.contractsCompleted, 'contract', 'contracts') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
