import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { Dialog } from '../../../components/ui/dialog';
import { OpportunityFieldList } from './opportunity-field-list';

interface OpportunityDetailsDialogProps {
  opportunity: Opportunity | null;
  onClose(): void;
}

/** Every field of one opportunity, read-only. */
export function OpportunityDetailsDialog({ opportunity, onClose }: OpportunityDetailsDialogProps) {
  if (!opportunity) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={opportunity.name} description="Opportunity details">
      <OpportunityFieldList opportunity={opportunity} />
    </Dialog>
  );
}
