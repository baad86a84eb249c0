import type { Availability } from '@app/shared/developers/developers.constants';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../components/ui/cn';
import { AvailabilityBadge } from './availability-badge';
import { AvatarInitials } from './avatar-initials';
import { ExpandableBio } from './expandable-bio';
import { ProfileFacts } from './profile-facts';
import { ProfileLinks } from './profile-links';
import { SkillChips } from './skill-chips';

/** What a profile card shows: a saved developer, or the wizard's draft. */
export interface ProfileCardData {
  name: string;
  title: string;
  location: string;
  hourlyRate: string;
  availability: Availability;
  skills: string[];
  bio: string;
  rating: number | null;
  ratingCount: number;
  completedProjects: number;
  portfolio: string | null;
  github: string | null;
  linkedin: string | null;
}

interface DeveloperProfileCardProps {
  developer: ProfileCardData;
  /** Shown at the bottom, such as "View profile". */
  actions?: ReactNode;
  /** The developer's own page, which the name links to (a saved profile, not the wizard's draft). */
  href?: string;
  className?: string;
}

/** The Developer Profile card (part-1 §2, §9): 5 skills at most, the bio cut at 150 with Read More. */
export function DeveloperProfileCard({ developer, actions, href, className }: DeveloperProfileCardProps) {
  const headingId = useId();
  const name = developer.name.trim() || 'Your name';
  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <div className="flex items-start gap-3">
        <AvatarInitials name={developer.name} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {href ? (
              <Link to={href} className="text-brand-700 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <p className="text-sm text-slate-600">{developer.title.trim() || 'Developer'}</p>
        </div>
        <AvailabilityBadge availability={developer.availability} />
      </div>
      <ProfileFacts
        location={developer.location}
        hourlyRate={developer.hourlyRate}
        rating={developer.rating}
        ratingCount={developer.ratingCount}
        completedProjects={developer.completedProjects}
      />
      <SkillChips skills={developer.skills} />
      <div className="flex-1">
        <ExpandableBio bio={developer.bio} />
      </div>
      <ProfileLinks links={developer} name={name} />
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
