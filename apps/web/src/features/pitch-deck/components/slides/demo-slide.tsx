import type { HomeCard } from '@app/shared/navigation/home-cards';
import { Link } from 'react-router';

/** The product's own pages, each linked, with what it does. */
export function DemoSlide({ pages }: { pages: readonly HomeCard[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li key={page.path} className="flex gap-3 rounded-2xl border border-slate-200 p-4">
          <span className="text-2xl whitespace-nowrap" aria-hidden>
            {page.icon}
          </span>
          <div className="min-w-0">
            <Link
              to={page.path}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {page.title}
            </Link>
            <p className="text-xs text-slate-500">{page.path}</p>
            <p className="mt-1 text-sm text-slate-600">{page.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
