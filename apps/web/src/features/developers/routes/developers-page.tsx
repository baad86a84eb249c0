import { developerPagePath } from '@app/shared/navigation/marketplace-paths';
import { SlidersHorizontal, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { Button, buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { useIsWideScreen } from '../../../lib/use-is-wide-screen';
import { useMyProfile } from '../api/get-my-profile';
import type { DeveloperActions } from '../components/directory/developer-actions';
import { DeveloperResults } from '../components/directory/developer-results';
import { DirectoryFilters } from '../components/directory/directory-filters';
import { DirectoryToolbar } from '../components/directory/directory-toolbar';
import { useDirectoryParams } from '../hooks/use-directory-params';

/**
 * /developers: the Developer Directory (part-1 §2), filtered, searched and sorted through the URL.
 * The page (app/developers-page.tsx) adds its own actions to each developer (`developerActions`).
 */
export function DeveloperDirectoryPage({ developerActions }: { developerActions?: DeveloperActions }) {
  const { params, update, activeFilterCount } = useDirectoryParams();
  const myProfile = useMyProfile();
  // Open at first on wide screens or when filters are set; folded on a phone so the developers come
  // first. Until the visitor chooses (null), CSS decides by the width, so a pre-rendered page is
  // already right on any screen and nothing moves when it comes alive.
  const [openChoice, setOpenChoice] = useState<boolean | null>(activeFilterCount > 0 ? true : null);
  const isWideScreen = useIsWideScreen();
  const areFiltersOpen = openChoice ?? isWideScreen;
  const clearAll = () =>
    update({ skills: [], availability: null, language: '', minRate: null, maxRate: null, timezone: '', q: '' });

  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="👥"
        title="Developer Directory"
        description="Find developers by skill, rate, language and availability."
        actions={
          // A visitor who has a profile goes to its page, where they edit it (issue 41 §3).
          myProfile.data ? (
            <Link to={developerPagePath(myProfile.data.id)} className={buttonClassName('primary')}>
              <UserRound className="size-4" aria-hidden />
              Your profile
            </Link>
          ) : (
            <Link to="/developer-chat" className={buttonClassName('primary')}>
              <UserPlus className="size-4" aria-hidden />
              Create your profile
            </Link>
          )
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
            onClick={() => setOpenChoice(!areFiltersOpen)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
          </Button>
          <div
            id="developer-filters"
            className={cn('mt-3', openChoice === null ? 'hidden lg:block' : !openChoice && 'hidden')}
          >
            <DirectoryFilters params={params} onChange={update} activeFilterCount={activeFilterCount} />
          </div>
        </section>
        <DeveloperResults params={params} onClearFilters={clearAll} developerActions={developerActions} />
      </div>
    </div>
  );
}
