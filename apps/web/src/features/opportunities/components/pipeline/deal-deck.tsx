import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { LayoutGrid, List, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { DeckView } from '../../hooks/use-pipeline-params';
import { DealCard } from './deal-card';

/** A subset of the deals picked from an insight or a stage's '+N more'. */
export interface DealFocus {
  key: string;
  label: string;
  ids: string[];
}

interface DealDeckProps {
  deals: Opportunity[];
  view: DeckView;
  focus: DealFocus | null;
  onViewChange(view: DeckView): void;
  onClearFocus(): void;
  onOpenDeal(id: string): void;
}

function ViewToggle({ view, onViewChange }: Pick<DealDeckProps, 'view' | 'onViewChange'>) {
  const options = [
    ['grid', 'Grid view', LayoutGrid],
    ['list', 'List view', List],
  ] as const;
  return (
    <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {options.map(([value, label, Icon]) => (
        <Button
          key={value}
          variant={view === value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === value}
          onClick={() => onViewChange(value)}
        >
          <Icon className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">{label}</span>
        </Button>
      ))}
    </div>
  );
}

/** Every deal shown, in grid or list view, optionally narrowed to one insight's or stage's deals. */
export function DealDeck({ deals, view, focus, onViewChange, onClearFocus, onOpenDeal }: DealDeckProps) {
  const shown = focus ? deals.filter((deal) => focus.ids.includes(deal.id)) : deals;
  return (
    <section id="pipeline-deals" aria-labelledby="deals-heading" className="flex scroll-mt-4 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="deals-heading" className="text-xl font-semibold text-slate-900">
          Deals
        </h2>
        <ViewToggle view={view} onViewChange={onViewChange} />
      </div>
      {focus && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 self-start rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
        >
          Showing {shown.length} deal{shown.length === 1 ? '' : 's'} {focus.label}
          <Button variant="ghost" size="sm" className="h-7 rounded-full" onClick={onClearFocus}>
            <X className="size-4" aria-hidden />
            Clear
          </Button>
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState title="No deals match these filters">Change or clear the filters to see more deals.</EmptyState>
      ) : (
        <ul
          aria-label="Deals"
          className={cn('grid gap-3', view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        >
          {shown.map((deal) => (
            <li key={deal.id} className="flex flex-col">
              <DealCard deal={deal} view={view} onOpen={() => onOpenDeal(deal.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
