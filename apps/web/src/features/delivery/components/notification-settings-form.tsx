import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import {
  type NotificationSettings,
  type NotificationSettingsResponse,
  NotificationSettingsSchema,
} from '@app/shared/delivery/delivery.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { describeError } from '../../../lib/api-error';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import type { PushState } from '../hooks/use-push-device';
import { pushChoicesOf } from '../push-choices';
import { GroupSettingsTable } from './group-settings-table';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** The browser's own time zone: what a member who never chose one most likely lives in. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return Array.from(new Set([current, 'UTC', ...zones])).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
}

/**
 * Per group: in the app always, email and push (issue 34 §2); the daily digest's hour in the
 * member's time zone. Saved together (PUT); a refusal shows the server's reason. `pushState`: push
 * on this device; the per-kind push choices are live only while it is on (issue 41 §6).
 */
export function NotificationSettingsForm({
  data,
  pushState,
}: {
  data: NotificationSettingsResponse;
  pushState: PushState;
}) {
  // The server's default zone is UTC: until the member saves one, offer the browser's.
  const defaults = useMemo<NotificationSettings>(
    () => ({
      ...data.settings,
      timeZone: data.settings.timeZone === 'UTC' ? browserTimeZone() : data.settings.timeZone,
    }),
    [data.settings],
  );
  const form = useForm<NotificationSettings>({ resolver: zodResolver(NotificationSettingsSchema), values: defaults });
  const update = useUpdateNotificationSettings();
  const [saved, setSaved] = useState(false);
  const isEmailDisabled = !data.emailConfigured;
  const emailReasonId = useId();
  const { isLive: isPushLive, note: pushReason } = pushChoicesOf(pushState);
  const pushReasonId = useId();
  const zones = useMemo(() => timeZoneOptions(defaults.timeZone), [defaults.timeZone]);

  const submit = form.handleSubmit(async (settings) => {
    setSaved(false);
    try {
      await update.mutateAsync(settings);
      setSaved(true);
    } catch {
      // Shown below from update.error.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Notification settings" className="flex flex-col gap-4">
      {isEmailDisabled && (
        <p id={emailReasonId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {DELIVERY_MESSAGES.emailNotConfigured}
        </p>
      )}
      {pushReason && (
        <p id={pushReasonId} className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {pushReason}
        </p>
      )}
      <GroupSettingsTable
        register={form.register}
        groups={form.watch('groups')}
        isEmailDisabled={isEmailDisabled}
        emailDisabledReasonId={isEmailDisabled ? emailReasonId : undefined}
        isPushDisabled={!isPushLive}
        pushDisabledReasonId={pushReason ? pushReasonId : undefined}
      />
      <fieldset className="flex flex-col gap-3 sm:flex-row" disabled={isEmailDisabled}>
        <legend className="mb-2 text-sm font-medium text-slate-800">The daily digest</legend>
        <SelectField
          label="Send it at"
          options={HOURS}
          {...form.register('digestHour', { setValueAs: (value) => Number(value) })}
        />
        <SelectField label="Time zone" options={zones} {...form.register('timeZone')} />
      </fieldset>
      {!data.email.verified && data.emailConfigured && (
        <p className="text-sm text-slate-600">Email goes only to a confirmed address: add one below.</p>
      )}
      {update.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {describeError(update.error, 'Your settings could not be saved. Please try again.')}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={update.isPending}>
          Save settings
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {saved && !form.formState.isDirty ? 'Your settings are saved.' : ''}
        </p>
      </div>
    </form>
  );
}
