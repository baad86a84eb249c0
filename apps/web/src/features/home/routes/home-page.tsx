import { HOME_CARDS } from '@app/shared/navigation/home-cards';
import { cn } from '../../../components/ui/cn';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { HomeCardLink } from '../components/home-card-link';

/** Home: the hero and a card for every feature (FACTS.md "Home page"). */
export function Component() {
  return (
    <div className={cn(PAGE_WIDTH.wide, 'pt-10 pb-16 sm:pt-16')}>
      <section className="mx-auto max-w-3xl text-center">
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
          ✨ AI-Powered Development Platform
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          From Idea to Reality in Minutes
        </h1>
        <p className="mt-5 text-lg text-slate-600">
          Describe your project to our assistant, get a job post in minutes, and meet the developers and community who
          will build it with you.
        </p>
      </section>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_CARDS.map((card) => (
          <li key={card.title} className="flex">
            <HomeCardLink card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
