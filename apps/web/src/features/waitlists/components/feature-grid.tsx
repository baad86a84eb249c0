import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A titled grid of feature cards (the landing page's six features, the course's four modules). */
export function FeatureGrid({
  title,
  intro,
  items,
  columns = 'lg:grid-cols-3',
}: {
  title: string;
  intro?: string;
  items: readonly FeatureItem[];
  columns?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 text-slate-600">{intro}</p>}
      </div>
      <ul className={`mt-8 grid gap-5 sm:grid-cols-2 ${columns}`}>
        {items.map(({ icon: Icon, title: itemTitle, description }) => (
          <li key={itemTitle} className="flex">
            <Card className="flex-1">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{itemTitle}</h3>
              <p className="mt-2 text-sm text-slate-600">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
