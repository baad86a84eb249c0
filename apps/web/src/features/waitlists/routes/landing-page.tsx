import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { ClosingCta } from '../components/closing-cta';
import { FeatureGrid } from '../components/feature-grid';
import { SERVICE_FEATURES, SERVICE_STATS, SERVICE_TESTIMONIALS } from '../components/landing/landing-content';
import { LandingHero } from '../components/landing/landing-hero';
import { ServiceWaitlistSection } from '../components/landing/service-waitlist-section';
import { StatGrid } from '../components/stat-grid';
import { TestimonialList } from '../components/testimonial-list';
import { useRevealForm } from '../hooks/use-reveal-form';

/** /landing-page (part-2 §2): the prototype + pitch deck service, limited to 10 projects a month. */
export function LandingPage() {
  const { sectionRef, revealForm } = useRevealForm<HTMLElement>();
  return (
    <div className={cn(PAGE_WIDTH.wide, 'flex flex-col gap-16 py-8')}>
      <div>
        <BackToHomeButton />
        <LandingHero onJoin={revealForm} />
      </div>
      <FeatureGrid
        title="Everything you need to launch"
        intro="One team takes your idea from a description to something you can show, test and pitch."
        items={SERVICE_FEATURES}
      />
      <ServiceWaitlistSection sectionRef={sectionRef} />
      <StatGrid label="Our track record" stats={SERVICE_STATS} />
      <TestimonialList title="What founders say" testimonials={SERVICE_TESTIMONIALS} />
      <ClosingCta
        title="Ready to put your idea in front of investors?"
        text="We take on a handful of projects each month so every one gets our full attention."
        actionLabel="Secure Your Spot"
        onAction={revealForm}
      />
    </div>
  );
}

export function Component() {
  return <LandingPage />;
}
