import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { formatLongDate } from '@app/shared/format/format';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from '../profile/availability-badge';
import { ProfileLinks } from '../profile/profile-links';
import { SkillChips } from '../profile/skill-chips';
import { BasicsFields, RateFields } from '../profile-wizard/basic-info-step';
import { LanguagesStep } from '../profile-wizard/languages-step';
import { PortfolioStep } from '../profile-wizard/portfolio-step';
import { SkillsStep } from '../profile-wizard/skills-step';
import type { ProfileSectionSpec } from './profile-section';

const orNone = (value: string) => value.trim() || 'Not specified';

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="break-words text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const spanBoth = (content: ReactNode) => <div className="flex flex-col gap-4 sm:col-span-2">{content}</div>;

/** The sections of a developer's page, in the wizard's words and with its fields (issue 41 §3). */
export const PROFILE_SECTIONS: ProfileSectionSpec[] = [
  {
    title: 'Basics',
    firstField: 'name',
    view: (profile: DeveloperProfile) => (
      <Facts
        facts={[
          ['Name', profile.name],
          ['Professional title', orNone(profile.title)],
          ['Location', orNone(profile.location)],
          ['Time zone', orNone(profile.timezone)],
          ['Member since', formatLongDate(profile.createdAt)],
        ]}
      />
    ),
    fields: (form) => <BasicsFields form={form} />,
  },
  {
    title: 'Skills',
    firstField: 'skills',
    view: (profile) => (
      <div className="flex flex-col gap-3">
        {profile.skills.length > 0 ? (
          <SkillChips skills={profile.skills} max={profile.skills.length} />
        ) : (
          <p className="text-sm text-slate-600">No skills listed.</p>
        )}
        {profile.experience && (
          <p className="text-sm whitespace-pre-wrap break-words text-slate-700">{profile.experience}</p>
        )}
      </div>
    ),
    fields: (form) => spanBoth(<SkillsStep form={form} />),
  },
  {
    title: 'Languages',
    firstField: 'languages',
    view: (profile) => (
      <p className="text-sm text-slate-700">
        {profile.languages.length > 0 ? profile.languages.join(', ') : 'Not specified'}
      </p>
    ),
    fields: (form) => spanBoth(<LanguagesStep form={form} />),
  },
  {
    title: 'Rate and availability',
    firstField: 'hourlyRate',
    view: (profile) => (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          <span className="font-semibold text-slate-900">Hourly rate: </span>
          {orNone(profile.hourlyRate)}
        </span>
        <AvailabilityBadge availability={profile.availability} />
      </div>
    ),
    fields: (form) => <RateFields form={form} />,
  },
  {
    title: 'Portfolio',
    firstField: 'portfolio',
    view: (profile) => (
      <div className="flex flex-col gap-3">
        {profile.bio ? (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{profile.bio}</p>
        ) : (
          <p className="text-sm text-slate-600">No bio yet.</p>
        )}
        <ProfileLinks links={profile} name={profile.name} />
      </div>
    ),
    fields: (form) => spanBoth(<PortfolioStep form={form} />),
  },
];
