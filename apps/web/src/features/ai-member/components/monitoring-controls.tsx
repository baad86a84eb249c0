import { Play, Square } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useMonitoringStats } from '../api/get-monitoring-stats';
import { useSetMonitoringRunning } from '../api/set-monitoring-running';
import { AdminActionButton } from './admin-action-button';
import { MonitoringConfigForm } from './monitoring-config-form';

/** Start, Stop and the config form (admin). The status card refreshes after each. */
export function MonitoringControls({ token }: { token: string | null }) {
  const monitoring = useMonitoringStats();
  const setRunning = useSetMonitoringRunning(token);
  const isLocked = token === null;
  const isRunning = monitoring.data?.running;

  return (
    <Card aria-labelledby="monitoring-controls-heading" role="region">
      <h2 id="monitoring-controls-heading" className="text-lg font-semibold text-slate-900">
        Monitoring controls
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        While started, the engine runs one pass per interval: it looks at the newest unanswered questions and answers as
        many as the hourly cap allows.
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <AdminActionButton
          isLocked={isLocked}
          isLoading={setRunning.isPending && setRunning.variables === true}
          disabled={setRunning.isPending}
          onClick={() => setRunning.mutate(true)}
        >
          {!isLocked && <Play className="size-4" aria-hidden />}
          Start monitoring
        </AdminActionButton>
        <AdminActionButton
          variant="secondary"
          isLocked={isLocked}
          isLoading={setRunning.isPending && setRunning.variables === false}
          disabled={setRunning.isPending}
          onClick={() => setRunning.mutate(false)}
        >
          {!isLocked && <Square className="size-4" aria-hidden />}
          Stop monitoring
        </AdminActionButton>
        {isRunning !== undefined && (
          <p className="flex h-10 items-center text-sm text-slate-600">Now {isRunning ? 'running' : 'stopped'}.</p>
        )}
      </div>
      <MonitoringConfigForm token={token} current={monitoring.data?.config} />
    </Card>
  );
}
