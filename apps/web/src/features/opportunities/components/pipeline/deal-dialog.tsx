import type { Opportunity, PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { Dialog } from '../../../../components/ui/dialog';
import { OpportunityFieldList } from '../opportunity-field-list';
import { DealActions } from './deal-actions';
import { DealSignals } from './deal-signals';
import { StageHistory } from './stage-history';

interface DealDialogProps {
  deal: Opportunity | null;
  history: PipelineResponse['history'];
  isSample: boolean;
  onClose(): void;
}

/** Every field of a deal, its stage history and what can be done with it. */
export function DealDialog({ deal, history, isSample, onClose }: DealDialogProps) {
  if (!deal) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={deal.name} description="Deal details" size="xl">
      <div className="grid gap-6 md:grid-cols-2">
        <OpportunityFieldList
          opportunity={deal}
          extraRows={[['Outlook', <DealSignals key="signals" opportunity={deal} />]]}
        />
        <div className="flex flex-col gap-6">
          <StageHistory changes={history.filter((change) => change.opportunityId === deal.id)} />
          {/* Keyed by the deal's state so the selects start from what the server now says. */}
          <DealActions key={`${deal.id}-${deal.updated_at}`} deal={deal} isSample={isSample} />
        </div>
      </div>
    </Dialog>
  );
}
