import { TASK_DEVELOPERS } from '@app/shared/tasks/tasks.constants';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

const ALL = 'all';
const TABS = [{ value: ALL, label: 'All Tasks' }, ...TASK_DEVELOPERS.map((d) => ({ value: d.name, label: d.name }))];

interface DeveloperTabsProps {
  assignee: string | null;
  onChange(assignee: string | null): void;
  children: ReactNode;
}

/** All Tasks plus the three developers (part-2 §2); a tab filters by assignedTo. */
export function DeveloperTabs({ assignee, onChange, children }: DeveloperTabsProps) {
  const isKnown = TABS.some((tab) => tab.value === assignee);
  return (
    <Tabs
      value={assignee && isKnown ? assignee : ALL}
      onValueChange={(value) => onChange(value === ALL ? null : value)}
    >
      <TabsList aria-label="Developers">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
