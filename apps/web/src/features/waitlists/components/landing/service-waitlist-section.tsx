import { Clock, MessageSquare, Rocket } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Card } from '../../../../components/ui/card';
import type { ServiceSignup } from '../../api/join-service-waitlist';
import { ServiceWaitlistForm } from './service-waitlist-form';
import { ServiceWaitlistSuccess } from './service-waitlist-success';
import { SpotsLeft } from './spots-left';

const NEXT_STEPS = [
  { icon: MessageSquare, text: 'We read your summary and call you to talk it through.' },
  { icon: Clock, text: 'Your project starts in the month you are booked into.' },
  { icon: Rocket, text: 'Prototype and pitch deck delivered in 2-3 weeks.' },
] as const;

/** 'Secure Your Spot': the waitlist form, then the success screen (part-2 §4: editing, submitting, success). */
export function ServiceWaitlistSection({ sectionRef }: { sectionRef: RefObject<HTMLElement | null> }) {
  const [joined, setJoined] = useState<{ entry: ServiceSignup; email: string } | null>(null);

  return (
    <section
      ref={sectionRef}
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="grid scroll-mt-6 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start"
    >
      <div>
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          Limited Spots Available
        </p>
        <h2 id="waitlist-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Secure Your Spot
        </h2>
        <p className="mt-3 max-w-lg text-slate-600">
          Tell us about your idea. Each month has room for a few projects; you are booked into the first month with a
          free spot.
        </p>
        <SpotsLeft className="mt-4" />
        <ol className="mt-6 flex flex-col gap-3">
          {NEXT_STEPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-slate-700">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              {text}
            </li>
          ))}
        </ol>
      </div>
      <Card className="p-5 sm:p-6">
        {joined ? (
          <ServiceWaitlistSuccess entry={joined.entry} email={joined.email} />
        ) : (
          <ServiceWaitlistForm onJoined={(entry, email) => setJoined({ entry, email })} />
        )}
      </Card>
    </section>
  );
}
