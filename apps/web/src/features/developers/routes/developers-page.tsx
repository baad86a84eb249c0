import { SlidersHorizontal, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { DeveloperResults } from '../components/directory/developer-results';
import { DirectoryFilters } from '../components/directory/directory-filters';
import { DirectoryToolbar } from '../components/directory/directory-toolbar';
import { useDirectoryParams } from '../hooks/use-directory-params';

/** Open at first on wide screens or when filters are set; folded on a phone so the developers come first. */
const isWideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 1024px)').matches;

/** /developers: the Developer Directory (part-1 §2), filtered, searched and sorted through the URL. */
export function Component() {
  const { params, update, activeFilterCount } = useDirectoryParams();
  const [areFiltersOpen, setAreFiltersOpen] = useState(() => activeFilterCount > 0 || isWideScreen());
  const clearAll = () =>
    update({ skills: [], availability: null, language: '', minRate: null, maxRate: null, timezone: '', q: '' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BackToHomeButton />
      <PageHeader
        icon="👥"
        title="Developer Directory"
        description="Find developers by skill, rate, language and availability."
        actions={
          <Link to="/developer-chat" className={buttonClassName('primary')}>
            <UserPlus className="size-4" aria-hidden />
            Create your profile
          </Link>
        }
      />
      <div className="mt-8 flex flex-col gap-5">
        <DirectoryToolbar params={params} onChange={update} />
        <section aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={areFiltersOpen}
            aria-controls="developer-filters"
            onClick={() => setAreFiltersOpen(!areFiltersOpen)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
          </Button>
          {areFiltersOpen && (
            <div id="developer-filters" className="mt-3">
              <DirectoryFilters params={params} onChange={update} activeFilterCount={activeFilterCount} />
            </div>
          )}
        </section>
        <DeveloperResults params={params} onClearFilters={clearAll} />
      </div>
    </div>
  );
}
