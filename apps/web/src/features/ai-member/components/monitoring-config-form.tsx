import { MONITORING_LIMITS } from '@app/shared/ai-member/ai-member.constants';
import type { MonitoringConfig } from '@app/shared/ai-member/ai-member.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { TextField } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { type MonitoringConfigInput, useConfigureMonitoring } from '../api/configure-monitoring';
import { AdminActionButton } from './admin-action-button';

const FIELDS = ['proactiveEngagementInterval', 'maxEngagementsPerHour'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => FIELDS.some((field) => field === path);

/**
 * Interval and hourly cap (PUT /monitoring/config). The values go to the server unchecked: this
 * is where an admin tests the server's validation, so its messages are what the form shows.
 */
export function MonitoringConfigForm({ token, current }: { token: string | null; current?: MonitoringConfig }) {
  const configure = useConfigureMonitoring(token);
  const [formError, setFormError] = useState<string | null>(null);
  // Follows the server's config whenever it changes (a failed save leaves it, and the input, as they are).
  const form = useForm<MonitoringConfigInput>({ values: current });
  const { errors } = form.formState;
  const isLocked = token === null;

  const submit = form.handleSubmit((config) => {
    if (isLocked) return;
    setFormError(null);
    configure.mutate(config, {
      onSuccess: (monitoring) => {
        form.reset(monitoring.config);
        notify(
          'success',
          `Monitoring config saved: every ${monitoring.config.proactiveEngagementInterval} minutes, at most ${monitoring.config.maxEngagementsPerHour} per hour.`,
        );
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiRequestError ? error.errors.filter((item) => isField(item.path)) : [];
        for (const item of fieldErrors) {
          if (isField(item.path)) form.setError(item.path, { type: 'server', message: item.message });
        }
        if (fieldErrors.length === 0) setFormError(describeError(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-slate-100 pt-4" aria-labelledby="config-heading">
      <h3 id="config-heading" className="text-base font-semibold text-slate-900">
        Monitoring config
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Interval (minutes)"
          type="number"
          inputMode="numeric"
          hint={`From ${MONITORING_LIMITS.intervalMin} to ${MONITORING_LIMITS.intervalMax} minutes`}
          error={errors.proactiveEngagementInterval?.message}
          {...form.register('proactiveEngagementInterval', { valueAsNumber: true })}
        />
        <TextField
          label="Max engagements per hour"
          type="number"
          inputMode="numeric"
          hint={`From ${MONITORING_LIMITS.perHourMin} to ${MONITORING_LIMITS.perHourMax}`}
          error={errors.maxEngagementsPerHour?.message}
          {...form.register('maxEngagementsPerHour', { valueAsNumber: true })}
        />
      </div>
      {formError && (
        <div className="mt-3">
          <ErrorBanner message={formError} />
        </div>
      )}
      <div className="mt-4">
        <AdminActionButton type="submit" isLocked={isLocked} isLoading={configure.isPending}>
          Save config
        </AdminActionButton>
      </div>
    </form>
  );
}
