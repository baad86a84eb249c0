import { ratingSummary } from '@app/shared/reviews/review-rating';
import { Briefcase, DollarSign, MapPin, Star } from 'lucide-react';

interface ProfileFactsProps {
  location: string;
  hourlyRate: string;
  rating: number | null;
  /** How many counted reviews the rating is the mean of. */
  ratingCount: number;
  completedProjects: number;
}

/**
 * Location, rate, rating with what it rests on ("4.9 from 52 reviews", issue 40 §3; 'New' until
 * rated) and completed projects, on one wrapping line.
 */
export function ProfileFacts({ location, hourlyRate, rating, ratingCount, completedProjects }: ProfileFactsProps) {
  return (
    <ul className="flex flex-wrap gap-3 text-sm text-slate-600">
      <li className="flex items-center gap-1">
        <MapPin className="size-4 text-slate-400" aria-hidden />
        <span className="sr-only">Location: </span>
        {location.trim() || 'Location not set'}
      </li>
      <li className="flex items-center gap-1">
        <DollarSign className="size-4 text-slate-400" aria-hidden />
        <span className="sr-only">Rate: </span>
        {hourlyRate.trim() || 'Rate not set'}
      </li>
      <li className="flex items-center gap-1">
        <Star className="size-4 text-amber-500" aria-hidden />
        {rating === null ? (
          'New'
        ) : (
          <>
            <span className="sr-only">Rating </span>
            {ratingSummary(rating, ratingCount)}
          </>
        )}
      </li>
      <li className="flex items-center gap-1">
        <Briefcase className="size-4 text-slate-400" aria-hidden />
        {completedProjects} {completedProjects === 1 ? 'project' : 'projects'}
      </li>
    </ul>
  );
}
