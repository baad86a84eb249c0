import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../components/ui/cn';
import { DeveloperIdentity, type DeveloperIdentityData } from './developer-identity';
import { ExpandableBio } from './expandable-bio';
import { ProfileLinks } from './profile-links';
import { SkillChips } from './skill-chips';

/** What a profile card shows: a saved developer, or the wizard's draft. */
export interface ProfileCardData extends DeveloperIdentityData {
  skills: string[];
  bio: string;
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
      <DeveloperIdentity
        developer={developer}
        headingId={headingId}
        look="card"
        name={
          href ? (
            <Link to={href} className="text-brand-700 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )
        }
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
