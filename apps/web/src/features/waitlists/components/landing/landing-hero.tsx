import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { SERVICE_CAPACITY_PER_MONTH } from '@app/shared/waitlists/waitlists.constants';
import { ArrowRight, CheckCircle2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { HERO_FEATURES } from './landing-content';
import { SpotsLeft } from './spots-left';

/** Hero (part-2 §2 /landing-page, FACTS.md): the offer, the limit, the two actions and the guarantee. */
export function LandingHero({ onJoin }: { onJoin(): void }) {
  return (
    <section
      aria-labelledby="landing-title"
      className="mt-4 rounded-3xl border border-brand-100 bg-linear-to-br from-brand-50 via-white to-violet-50 px-5 py-10 sm:px-10 sm:py-14"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">🚀 Limited Launch</p>
            <p className="text-sm font-medium text-brand-700">Only {SERVICE_CAPACITY_PER_MONTH} projects per month</p>
          </div>
          <h1
            id="landing-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Turn Your Tech Idea Into Reality
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            We build a professional prototype and an investor-ready pitch deck for your idea, so you can put it in front
            of users and investors in weeks, not months.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Button size="lg" onClick={onJoin}>
              Join Waitlist
              <ArrowRight className="size-4" aria-hidden />
            </Button>
            <Link to={ROUTE_PATHS.protoHub} className={buttonClassName('secondary', 'lg')}>
              See Examples
            </Link>
          </div>
          <SpotsLeft className="mt-6" />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">What you get</h2>
          <ul className="mt-4 flex flex-col gap-4">
            {HERO_FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                <div>
                  <p className="font-semibold text-slate-900">{feature.title}</p>
                  <p className="text-sm text-slate-600">{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
            <ShieldCheck className="size-5 shrink-0" aria-hidden />
            <span>
              <strong>100% satisfaction guarantee:</strong> we keep revising until you are happy with your prototype and
              deck.
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
