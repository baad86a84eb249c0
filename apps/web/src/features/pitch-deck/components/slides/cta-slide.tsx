import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import type { PageLink } from '../../slide-types';

/** The call to action: where to go next. */
export function CtaSlide({ actions }: { actions: PageLink[] }) {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {actions.map((action, index) => (
        <li
          key={action.path}
          className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5"
        >
          <p className="text-sm text-slate-700">{action.text}</p>
          <Link to={action.path} className={buttonClassName(index === 0 ? 'primary' : 'secondary', 'lg')}>
            {action.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
