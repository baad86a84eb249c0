import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from '../profile/availability-badge';
import { AvatarInitials } from '../profile/avatar-initials';
import { ProfileFacts } from '../profile/profile-facts';

/** Who, at a glance: name, title, availability and the numbers the directory card shows; then the page's actions. */
export function DeveloperPageHeader({
  developer,
  headingId,
  actions,
}: {
  developer: DeveloperProfile;
  headingId: string;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <AvatarInitials name={developer.name} />
        <div className="min-w-0 flex-1">
          <h1 id={headingId} className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {developer.name}
          </h1>
          <p className="text-sm break-words text-slate-600">{developer.title || 'Developer'}</p>
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
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
