/** The top of every slide but the title slide: its number, icon, heading and lead sentence. */
export function SlideHeading({
  id,
  number,
  icon,
  title,
  lead,
}: {
  id: string;
  number: number;
  icon: string;
  title: string;
  lead: string;
}) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Slide {number}</p>
      <h2 id={id} className="mt-1 flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <span aria-hidden>{icon}</span>
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-base text-slate-600 sm:text-lg">{lead}</p>
    </header>
  );
}
