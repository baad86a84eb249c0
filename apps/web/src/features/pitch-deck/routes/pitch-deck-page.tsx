import { useCallback, useRef } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { DeckControls } from '../components/deck-controls';
import { SlideList } from '../components/slide-list';
import { SlideView } from '../components/slide-view';
import { useDeckKeyboard } from '../hooks/use-deck-keyboard';
import { useScrollToSlide } from '../hooks/use-scroll-to-slide';
import { useSlideHash } from '../hooks/use-slide-hash';
import { SLIDES } from '../slides';

const TOTAL = SLIDES.length;

/** /pitch-deck (part-2 §2, issue 11): ten slides, cyclic, linked by the URL hash. */
export function PitchDeckPage() {
  const { current, goTo, step } = useSlideHash(TOTAL);
  const deckRef = useRef<HTMLDivElement>(null);
  useScrollToSlide(deckRef, current);

  useDeckKeyboard(step);
  const goNext = useCallback(() => step('next'), [step]);
  const goPrevious = useCallback(() => step('previous'), [step]);

  const slide = SLIDES[current - 1];
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="📊"
        title="Platform Pitch Deck"
        description="What we are building, how it works and how it will pay for itself, in ten slides."
      />
      <div ref={deckRef} className="mt-6 flex scroll-mt-20 flex-col gap-4">
        <DeckControls current={current} total={TOTAL} onPrevious={goPrevious} onNext={goNext} />
        {slide && <SlideView key={current} slide={slide} number={current} />}
        <p className="hidden text-center text-sm text-slate-500 sm:block">
          Keyboard: <kbd className="rounded border border-slate-300 bg-white px-1.5 font-sans">→</kbd> or{' '}
          <kbd className="rounded border border-slate-300 bg-white px-1.5 font-sans">Space</kbd> for the next slide,{' '}
          <kbd className="rounded border border-slate-300 bg-white px-1.5 font-sans">←</kbd> for the previous one.
        </p>
        <SlideList slides={SLIDES} current={current} onChoose={goTo} />
      </div>
    </div>
  );
}

export function Component() {
  return <PitchDeckPage />;
}
