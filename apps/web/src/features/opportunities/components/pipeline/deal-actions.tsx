import { PIPELINE_STAGES } from '@app/shared/opportunities/opportunities.constants';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { describeError } from '../../../../lib/api-error';
import { useUpdateOpportunity } from '../../api/update-opportunity';
import { DEVELOPER_NAMES, toOptions } from './filter-options';

const UNASSIGNED = '';

/**
 * Move a deal to another stage or assign it. Only the admin or the deal's assigned developer may:
 * everyone else gets the server's refusal, shown as it is (DESIGN.md §6).
 */
export function DealActions({ deal, isSample }: { deal: Opportunity; isSample: boolean }) {
  const mutation = useUpdateOpportunity(deal.id);
  const [stage, setStage] = useState(deal.pipeline_stage_name);
  const [assignee, setAssignee] = useState(deal.assigned_to ?? UNASSIGNED);
  const isDisabled = isSample || mutation.isPending;

  const submit = (event: FormEvent, body: Parameters<typeof mutation.mutate>[0]) => {
    event.preventDefault();
    mutation.mutate(body);
  };

  return (
    <section aria-labelledby="deal-actions-heading" className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <h3 id="deal-actions-heading" className="font-semibold text-slate-900">
        Actions
      </h3>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {isSample
          ? 'This is sample data: it cannot be changed.'
          : 'Only the admin or the developer assigned to this deal can move or assign it.'}
      </p>
      <form className="flex items-end gap-2" onSubmit={(event) => submit(event, { stage })}>
        <SelectField
          className="flex-1"
          label="Move to stage"
          options={toOptions(PIPELINE_STAGES)}
          value={stage}
          disabled={isDisabled}
          onChange={(event) => setStage(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={isDisabled || stage === deal.pipeline_stage_name}>
          Move stage
        </Button>
      </form>
      <form className="flex items-end gap-2" onSubmit={(event) => submit(event, { assignee: assignee || null })}>
        <SelectField
          className="flex-1"
          label="Assign to"
          options={[{ value: UNASSIGNED, label: 'Unassigned' }, ...toOptions(DEVELOPER_NAMES)]}
          value={assignee}
          disabled={isDisabled}
          onChange={(event) => setAssignee(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={isDisabled || assignee === (deal.assigned_to ?? UNASSIGNED)}
        >
          Assign
        </Button>
      </form>
      {mutation.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {describeError(mutation.error)}
        </p>
      )}
    </section>
  );
}
