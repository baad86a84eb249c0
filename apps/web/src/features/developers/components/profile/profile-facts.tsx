import { Briefcase, DollarSign, MapPin, Star } from 'lucide-react';

interface ProfileFactsProps {
  location: string;
  hourlyRate: string;
  rating: number | null;
  completedProjects: number;
}

/** Location, rate, rating ('New' until rated) and completed projects, on one wrapping line. */
export function ProfileFacts({ location, hourlyRate, rating, completedProjects }: ProfileFactsProps) {
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
            {rating.toFixed(1)}
            <span className="sr-only"> out of 5</span>
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
