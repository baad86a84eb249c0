import { cn } from '../../../components/ui/cn';
import type { Slide } from '../slide-types';
import { SlideHeading } from './slide-heading';
import { AiSlide } from './slides/ai-slide';
import { ArchitectureSlide } from './slides/architecture-slide';
import { ComparisonSlide } from './slides/comparison-slide';
import { CtaSlide } from './slides/cta-slide';
import { DemoSlide } from './slides/demo-slide';
import { PointsSlide } from './slides/points-slide';
import { RevenueSlide } from './slides/revenue-slide';
import { TimelineSlide } from './slides/timeline-slide';
import { TitleSlide } from './slides/title-slide';

/** One slide: a section named by its heading. */
export function SlideView({ slide, number }: { slide: Slide; number: number }) {
  const headingId = `slide-${number}-title`;
  return (
    <section
      id={`slide-${number}`}
      aria-labelledby={headingId}
      aria-roledescription="slide"
      className={cn(
        'min-w-0 rounded-3xl p-5 shadow-sm sm:p-8 lg:p-10',
        slide.kind === 'title'
          ? 'bg-linear-to-br from-brand-600 to-violet-700 text-white'
          : 'border border-slate-200 bg-white',
      )}
    >
      {slide.kind === 'title' ? (
        <TitleSlide headingId={headingId} {...slide} />
      ) : (
        <>
          <SlideHeading id={headingId} number={number} icon={slide.icon} title={slide.title} lead={slide.lead} />
          <SlideBody slide={slide} />
        </>
      )}
    </section>
  );
}

function SlideBody({ slide }: { slide: Exclude<Slide, { kind: 'title' }> }) {
  switch (slide.kind) {
    case 'points':
      return <PointsSlide points={slide.points} />;
    case 'ai':
      return <AiSlide assistants={slide.assistants} personas={slide.personas} note={slide.note} />;
    case 'architecture':
      return <ArchitectureSlide layers={slide.layers} />;
    case 'demo':
      return <DemoSlide pages={slide.pages} />;
    case 'revenue':
      return <RevenueSlide streams={slide.streams} example={slide.example} />;
    case 'comparison':
      return <ComparisonSlide caption={slide.caption} columns={slide.columns} rows={slide.rows} />;
    case 'timeline':
      return <TimelineSlide milestones={slide.milestones} />;
    case 'cta':
      return <CtaSlide actions={slide.actions} />;
  }
}
