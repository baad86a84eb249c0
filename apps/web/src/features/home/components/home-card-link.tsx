import type { HomeCard } from '@app/shared/navigation/home-cards';
import { Link } from 'react-router';

export function HomeCardLink({ card }: { card: HomeCard }) {
  return (
    <Link
      to={card.path}
      className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="text-4xl" aria-hidden>
        {card.icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h2>
      <p className="mt-2 flex-1 text-sm text-slate-600">{card.description}</p>
      {card.badge && (
        <p className="mt-3 w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          {card.badge}
        </p>
      )}
      <span className="mt-5 text-sm font-semibold text-brand-600 group-hover:text-brand-700">{card.button}</span>
    </Link>
  );
}
