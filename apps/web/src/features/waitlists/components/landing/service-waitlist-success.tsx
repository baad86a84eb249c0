import { SERVICE_MESSAGES } from '@app/shared/waitlists/waitlists.constants';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ServiceSignup } from '../../api/join-service-waitlist';

/** The success screen: which month the project is booked into, and what happens next. */
export function ServiceWaitlistSuccess({ entry, email }: { entry: ServiceSignup; email: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused submit button) is gone: move focus to the news.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <PartyPopper className="size-7" aria-hidden />
      </span>
      <h3 ref={titleRef} tabIndex={-1} data-focus-target className="mt-4 text-2xl font-bold text-slate-900">
        {SERVICE_MESSAGES.successTitle}
      </h3>
      <p className="mt-3 text-slate-700">
        Your project is booked for <strong>{entry.monthLabel}</strong>.
      </p>
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        We will contact you at <span className="font-medium break-all text-slate-800">{email}</span> before the month
        starts to plan your kickoff call.
      </p>
    </div>
  );
}
