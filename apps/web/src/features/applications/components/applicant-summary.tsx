import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { developerProfilePath } from '@app/shared/navigation/marketplace-paths';
import { ratingSummary } from '@app/shared/reviews/review-rating';
import { Clock, DollarSign, Star } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { applicantName } from '../application-labels';

/**
 * Who applied (issue 20 §2): their developer profile's name, title, skills, rate, availability
 * and rating, with a link to the full profile; just their name when they have no profile.
 */
export function ApplicantSummary({ application, headingId }: { application: ApplicationDetail; headingId: string }) {
  const { developer } = application.applicant;
  const name = applicantName(application);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-start gap-3">
        <UserAvatar user={{ id: application.applicant.userId, name, avatar: application.applicant.avatar }} size="md" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-600">{developer?.title || 'No developer profile yet'}</p>
        </div>
      </div>
      {developer && (
        <>
          <ul aria-label="Profile facts" className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1">
              <DollarSign className="size-4 text-slate-400" aria-hidden />
              <span className="sr-only">Rate: </span>
              {developer.hourlyRate.trim() || 'Rate not set'}
            </li>
            <li className="flex items-center gap-1">
              <Clock className="size-4 text-slate-400" aria-hidden />
              <span className="sr-only">Availability: </span>
              {developer.availability}
            </li>
            <li className="flex items-center gap-1">
              <Star className="size-4 text-amber-500" aria-hidden />
              {developer.rating === null ? (
                'New'
              ) : (
                <>
                  <span className="sr-only">Rating </span>
                  {ratingSummary(developer.rating, developer.ratingCount)}
                </>
              )}
            </li>
          </ul>
          {developer.skills.length > 0 && (
            <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
              {developer.skills.slice(0, 8).map((skill) => (
                <li key={skill} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  {skill}
                </li>
              ))}
            </ul>
          )}
          <Link
            to={developerProfilePath(developer.id)}
            className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            View full profile<span className="sr-only"> of {name}</span>
          </Link>
        </>
      )}
    </div>
  );
}
