import type { Availability } from '@app/shared/developers/developers.constants';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from './availability-badge';
import { AvatarInitials } from './avatar-initials';
import { ProfileFacts } from './profile-facts';

/** Who a developer is at a glance: what the directory card and the developer's page both start with. */
export interface DeveloperIdentityData {
  name: string;
  title: string;
  location: string;
  hourlyRate: string;
  availability: Availability;
  rating: number | null;
  ratingCount: number;
  completedProjects: number;
}

const LOOKS = {
  /** A card in a list: the name is one heading among many. */
  card: { row: 'flex items-start gap-3', heading: 'text-lg font-semibold break-words text-slate-900' },
  /** The developer's own page: the name is the page's heading. */
  page: {
    row: 'flex flex-wrap items-center gap-3',
    heading: 'text-3xl font-bold tracking-tight break-words text-slate-900',
  },
} as const;

/**
 * Initials, name, title and availability, then location, rate, rating and projects. `name`: what
 * the heading holds (the name, or a link to the page); the heading is an h1 on the page, an h3 on a card.
 */
export function DeveloperIdentity({
  developer,
  headingId,
  look,
  name,
}: {
  developer: DeveloperIdentityData;
  headingId: string;
  look: keyof typeof LOOKS;
  name: ReactNode;
}) {
  const Heading = look === 'page' ? 'h1' : 'h3';
  return (
    <>
      <div className={LOOKS[look].row}>
        <AvatarInitials name={developer.name} />
        <div className="min-w-0 flex-1">
          <Heading id={headingId} className={LOOKS[look].heading}>
            {name}
          </Heading>
          <p className="text-sm break-words text-slate-600">{developer.title.trim() || 'Developer'}</p>
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
    </>
  );
}
