import { Suspense, useState } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { ClosingCta } from '../components/closing-cta';
import { COURSE_STATS, COURSE_TESTIMONIALS } from '../components/course/course-content';
import { CourseHero } from '../components/course/course-hero';
import { CourseModules } from '../components/course/course-modules';
import { LazyCourseWaitlistDialog } from '../components/course/lazy-course-waitlist-dialog';
import { StatGrid } from '../components/stat-grid';
import { TestimonialList } from '../components/testimonial-list';

/** /coding-education (part-2 §2): the one-on-one 8-week full-stack course and its waitlist. */
export function CodingEducationPage() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const openWaitlist = () => {
    setHasOpened(true);
    setIsOpen(true);
  };

  return (
    <div className={cn(PAGE_WIDTH.wide, 'flex flex-col gap-16 py-8')}>
      <div>
        <BackToHomeButton />
        <CourseHero onJoin={openWaitlist} />
      </div>
      <CourseModules />
      <StatGrid label="The program in numbers" stats={COURSE_STATS} />
      <TestimonialList title="What learners say" testimonials={COURSE_TESTIMONIALS} />
      <ClosingCta
        title="Your app, live in 8 weeks"
        text="Places are one-on-one, so each cohort is small. Join the waitlist and we will let you know when yours opens."
        actionLabel="Join the Waitlist"
        onAction={openWaitlist}
      />
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyCourseWaitlistDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </div>
  );
}

export function Component() {
  return <CodingEducationPage />;
}
