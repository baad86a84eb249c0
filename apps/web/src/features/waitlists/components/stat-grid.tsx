export interface Stat {
  value: string;
  label: string;
}

/** A row of big numbers with their captions. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="rounded-3xl bg-slate-900 px-6 py-10 text-white">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-8 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-300">{stat.label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
