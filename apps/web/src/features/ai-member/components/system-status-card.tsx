import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { describeError } from '../../../lib/api-error';
import { useAiMemberStats } from '../api/get-ai-member-stats';
import { useHealth } from '../api/get-health';
import { useMonitoringStats } from '../api/get-monitoring-stats';
import { refreshStatus } from '../api/refresh-status';
import { apiStatusOf } from '../api-status';
import { formatDateTime } from '../format-time';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="ml-auto min-w-0 text-right text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Light({ tone, children }: { tone: 'good' | 'bad' | 'idle'; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className={cn(
          'size-2.5 rounded-full',
          tone === 'good' && 'bg-emerald-500',
          tone === 'bad' && 'bg-red-500',
          tone === 'idle' && 'bg-slate-400',
        )}
      />
      {children}
    </span>
  );
}

const unavailable = (error: unknown) => `Unavailable: ${describeError(error)}`;

/**
 * System status (part-2 §2, §6): the API is Connected only when /health answers 200 with the
 * database up; then the monitoring engine and the generator in use.
 */
export function SystemStatusCard() {
  const queryClient = useQueryClient();
  const health = useHealth();
  const api = apiStatusOf(health);
  const monitoring = useMonitoringStats();
  const stats = useAiMemberStats();
  const isRefreshing = health.isFetching || monitoring.isFetching || stats.isFetching;
  const engine = monitoring.data;

  return (
    <Card aria-labelledby="system-status-heading" role="region">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="system-status-heading" className="text-lg font-semibold text-slate-900">
          System status
        </h2>
        <Button variant="secondary" size="sm" isLoading={isRefreshing} onClick={() => void refreshStatus(queryClient)}>
          {!isRefreshing && <RefreshCw className="size-4" aria-hidden />}
          Refresh
        </Button>
      </div>
      <dl className="mt-3">
        <Row term="API status">
          <Light tone={api.state === 'connected' ? 'good' : api.state === 'checking' ? 'idle' : 'bad'}>
            {api.label}
          </Light>
          {api.reason && <span className="block text-xs font-normal text-red-700">{api.reason}</span>}
        </Row>
        <Row term="Database">{api.database}</Row>
        {monitoring.isError ? (
          <Row term="Monitoring">{unavailable(monitoring.error)}</Row>
        ) : (
          <>
            <Row term="Monitoring">
              {engine ? (
                <Light tone={engine.running ? 'good' : 'idle'}>{engine.running ? 'Running' : 'Stopped'}</Light>
              ) : (
                'Checking...'
              )}
            </Row>
            <Row term="Interval">{engine ? `Every ${engine.config.proactiveEngagementInterval} minutes` : '...'}</Row>
            <Row term="Hourly cap">
              {engine
                ? `At most ${engine.config.maxEngagementsPerHour} per hour (${engine.engagementsLastHour} in the last hour)`
                : '...'}
            </Row>
            <Row term="Last run">
              {engine ? (engine.lastRunAt ? formatDateTime(engine.lastRunAt) : 'Never') : '...'}
            </Row>
            <Row term="Next run">
              {engine ? (engine.nextRunAt ? formatDateTime(engine.nextRunAt) : 'Not scheduled') : '...'}
            </Row>
          </>
        )}
        <Row term="Generator">
          {stats.isError ? unavailable(stats.error) : (stats.data?.generator ?? 'Checking...')}
        </Row>
      </dl>
    </Card>
  );
}
