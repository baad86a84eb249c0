import type { DeveloperProfile } from '@app/shared/developers/developers.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { developerPagePath } from '@app/shared/navigation/marketplace-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../../components/ui/dialog';
import { useDeveloper } from '../../api/get-developer';
import { isSampleDeveloper } from '../../sample-developers';
import { AvailabilityBadge } from '../profile/availability-badge';
import { AvatarInitials } from '../profile/avatar-initials';
import { DeveloperReviews } from '../profile/developer-reviews';
import { ProfileFacts } from '../profile/profile-facts';
import { ProfileLinks } from '../profile/profile-links';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

const listText = (items: string[]) => (items.length > 0 ? items.join(', ') : 'Not specified');

/** Everything about one developer, refreshed from GET /api/developers/:id while open. */
export function DeveloperDetailsDialog({
  developer: listed,
  open,
  onOpenChange,
  actions,
}: {
  developer: DeveloperProfile;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the page adds, such as "Invite to apply". */
  actions?: ReactNode;
}) {
  const isSample = isSampleDeveloper(listed.id);
  const { data: developer } = useDeveloper(listed, open && !isSample);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={developer.name} description={developer.title}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <AvatarInitials name={developer.name} />
          <AvailabilityBadge availability={developer.availability} />
        </div>
        <ProfileFacts
          location={developer.location}
          hourlyRate={developer.hourlyRate}
          rating={developer.rating}
          ratingCount={developer.ratingCount}
          completedProjects={developer.completedProjects}
        />
        <Section title="Skills">
          {developer.skills.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {developer.skills.map((skill) => (
                <li key={skill} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Not specified</p>
          )}
        </Section>
        {developer.experience && (
          <Section title="Experience">
            <p className="text-sm whitespace-pre-wrap text-slate-700">{developer.experience}</p>
          </Section>
        )}
        {developer.bio && (
          <Section title="About">
            <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{developer.bio}</p>
          </Section>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">Languages</dt>
            <dd className="text-slate-700">{listText(developer.languages)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Time zone</dt>
            <dd className="text-slate-700">{developer.timezone || 'Not specified'}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Member since</dt>
            <dd className="text-slate-700">{formatLongDate(developer.createdAt)}</dd>
          </div>
        </dl>
        <ProfileLinks links={developer} name={developer.name} />
        {!isSample && (
          <Link
            to={developerPagePath(developer.id)}
            className="self-start text-sm font-medium text-brand-700 hover:underline"
          >
            Open {developer.name}'s page
          </Link>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        {/* Last, after the actions: the list grows page by page and must not push them out of reach. */}
        {!isSample && <DeveloperReviews developerId={developer.id} isEnabled={open} />}
      </div>
    </Dialog>
  );
}
