import type { Point } from '../../slide-types';

export function TitleSlide({
  headingId,
  icon,
  title,
  kicker,
  tagline,
  summary,
  audiences,
}: {
  headingId: string;
  icon: string;
  title: string;
  kicker: string;
  tagline: string;
  summary: string;
  audiences: Point[];
}) {
  return (
    <div>
      <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium">{kicker}</p>
      <h2 id={headingId} className="mt-5 flex flex-wrap items-center gap-3 text-3xl font-extrabold sm:text-5xl">
        <span aria-hidden>{icon}</span>
        {title}
      </h2>
      <p className="mt-3 text-xl font-semibold text-brand-100 sm:text-2xl">{tagline}</p>
      <p className="mt-5 max-w-3xl text-base text-white/90 sm:text-lg">{summary}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {audiences.map((audience) => (
          <li key={audience.heading} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
            <h3 className="font-semibold">{audience.heading}</h3>
            <p className="mt-1 text-sm text-white/85">{audience.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
