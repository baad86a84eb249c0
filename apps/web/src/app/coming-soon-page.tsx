import { HOME_CARDS } from '@app/shared/navigation/home-cards';
import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { BackToHomeButton } from '../components/ui/back-to-home-button';
import { PageHeader } from '../components/ui/page-header';

/** A route whose screen is not built yet says so plainly instead of pretending. */
export function Component() {
  const { pathname } = useLocation();
  const card = HOME_CARDS.find((item) => item.path === pathname);
  const title = card?.title ?? (pathname === '/post-job' ? 'Post a Job' : 'This page');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackToHomeButton />
      <PageHeader icon={card?.icon ?? '🛠️'} title={title} description={card?.description} />
      <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Construction className="size-10 text-amber-500" aria-hidden />
        <p className="text-lg font-semibold text-slate-900">Coming soon</p>
        <p className="max-w-md text-slate-600">
          We are building this screen right now. Nothing here works yet, so nothing you do here would be saved.
        </p>
      </div>
    </div>
  );
}
