import { CalendarClock } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { useServiceAvailability } from '../../api/get-service-availability';
import { describeAvailability } from '../../waitlist-texts';

/** This month's spots left, live from the server; when full, the month new sign-ups go to. */
export function SpotsLeft({ className }: { className?: string }) {
  const availability = useServiceAvailability();

  if (availability.isError && !availability.data) {
    return (
      <div className={className}>
        <ErrorBanner
          tone="warning"
          message="The spots left this month could not be loaded."
          onRetry={() => void availability.refetch()}
        />
      </div>
    );
  }

  const isFull = availability.data?.spotsLeft === 0;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
        isFull ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
        className,
      )}
      aria-live="polite"
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      {availability.data ? describeAvailability(availability.data) : 'Checking spots left this month...'}
    </p>
  );
}
