import { cn } from '../../../components/ui/cn';
import type { Slide } from '../slide-types';

/** Every slide by number and title; the current one is marked for assistive technology. */
export function SlideList({
  slides,
  current,
  onChoose,
}: {
  slides: readonly Slide[];
  current: number;
  onChoose: (slide: number) => void;
}) {
  return (
    <nav aria-label="Slides">
      <ol className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        {slides.map((slide, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          return (
            <li key={slide.title} className="flex">
              <button
                type="button"
                aria-label={`Go to slide ${number}: ${slide.title}`}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onChoose(number)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isCurrent
                    ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:bg-brand-50',
                )}
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                    isCurrent ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {number}
                </span>
                <span className="min-w-0 break-words">{slide.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
