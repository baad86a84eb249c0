import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/** The last push at the bottom of a page: one sentence and the button back to the sign-up. */
export function ClosingCta({
  title,
  text,
  actionLabel,
  onAction,
}: {
  title: string;
  text: string;
  actionLabel: string;
  onAction(): void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-linear-to-br from-brand-600 to-violet-700 px-6 py-12 text-center text-white"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
      <Button size="lg" variant="secondary" className="mt-7 border-transparent" onClick={onAction}>
        {actionLabel}
      </Button>
    </section>
  );
}
