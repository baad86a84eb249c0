import { TASK_DEVELOPERS } from '@app/shared/tasks/tasks.constants';
import type { SelectOption } from '../../../../components/ui/select-field';
import type { FilterName } from '../../hooks/use-pipeline-params';

/** What each filter value reads as (part-2 §9's values; the words are the dashboard's). */
export const FILTER_OPTIONS: Record<FilterName, { label: string; options: SelectOption[] }> = {
  stage: {
    label: 'Stage',
    options: [
      { value: 'discovery', label: 'Discovery' },
      { value: 'qualified', label: 'Qualified' },
      { value: 'proposal', label: 'Proposal' },
      { value: 'contract', label: 'Contract' },
      { value: 'closed-won', label: 'Closed Won' },
      { value: 'closed-lost', label: 'Closed Lost' },
    ],
  },
  assignee: {
    label: 'Assignee',
    options: [
      { value: 'me', label: 'Assigned to me' },
      { value: 'unassigned', label: 'Unassigned' },
      { value: 'team', label: 'Assigned to the team' },
    ],
  },
  dateRange: {
    label: 'Created',
    options: [
      { value: 'today', label: 'Today' },
      { value: 'week', label: 'Last 7 days' },
      { value: 'month', label: 'Last 30 days' },
      { value: 'quarter', label: 'Last 90 days' },
      { value: 'year', label: 'Last 12 months' },
    ],
  },
  valueRange: {
    label: 'Value',
    options: [
      { value: '0-5000', label: 'Under $5,000' },
      { value: '5000-15000', label: '$5,000 – $15,000' },
      { value: '15000-50000', label: '$15,000 – $50,000' },
      { value: '50000+', label: '$50,000 and more' },
    ],
  },
};

/** The three developers a deal can be assigned to, and "me" can be (FACTS.md). */
export const DEVELOPER_NAMES: string[] = TASK_DEVELOPERS.map((developer) => developer.name);

export const toOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
