import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
} from '@app/shared/delivery/delivery.constants';
import type { NotificationSettings } from '@app/shared/delivery/delivery.schemas';
import type { UseFormRegister } from 'react-hook-form';
import { cn } from '../../../components/ui/cn';

interface GroupSettingsTableProps {
  register: UseFormRegister<NotificationSettings>;
  /** The switches' current states (the form's watched values), for their aria-checked. */
  groups: NotificationSettings['groups'];
  isEmailDisabled: boolean;
  /** The id of the sentence that says why email is off, when it is. */
  emailDisabledReasonId?: string;
  /** Whether this device has no push subscription (or it is not known yet): nothing is pushed here. */
  isPushDisabled: boolean;
  /** The id of the sentence that says why push is off and how to turn it on, when there is one. */
  pushDisabledReasonId?: string;
}

const SELECT_CLASS =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-base shadow-sm focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600 sm:text-sm';

/** One row per group (issue 34 §2): in the app always, email off / at once / daily digest, and push on or off. */
export function GroupSettingsTable({
  register,
  groups,
  isEmailDisabled,
  emailDisabledReasonId,
  isPushDisabled,
  pushDisabledReasonId,
}: GroupSettingsTableProps) {
  return (
    <ul aria-label="What reaches you, per kind of notification" className="divide-y divide-slate-100">
      {NOTIFICATION_GROUPS.map((group) => {
        const label = NOTIFICATION_GROUP_LABELS[group];
        return (
          <li key={group} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
            <span className="w-full font-medium text-slate-900 sm:w-56">{label}</span>
            <span className="text-slate-600">In the app: always</span>
            {isEmailDisabled ? (
              // Without mail on the server nothing is mailed, whatever was chosen (issue 41 §6): say
              // Off, and keep the member's choice stored for when mail is set up.
              <select
                aria-label={`Email about ${label}`}
                aria-describedby={emailDisabledReasonId}
                disabled
                value="off"
                onChange={() => undefined}
                className={SELECT_CLASS}
              >
                <option value="off">{`Email: ${EMAIL_MODE_LABELS.off}`}</option>
              </select>
            ) : (
              <select
                aria-label={`Email about ${label}`}
                className={SELECT_CLASS}
                {...register(`groups.${group}.email`)}
              >
                {EMAIL_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {`Email: ${EMAIL_MODE_LABELS[mode]}`}
                  </option>
                ))}
              </select>
            )}
            <label className={cn('flex items-center gap-2', isPushDisabled ? 'text-slate-500' : 'text-slate-700')}>
              <input
                // Remounted when this device's push changes: a fixed "off" or the form's own field.
                key={isPushDisabled ? 'off-here' : 'field'}
                type="checkbox"
                role="switch"
                aria-checked={!isPushDisabled && (groups[group]?.push ?? false)}
                aria-label={`Push about ${label}`}
                className="size-4 accent-brand-600 disabled:cursor-not-allowed"
                {...(isPushDisabled
                  ? // This device is not subscribed: nothing is pushed here, whatever was chosen (issue
                    // 41 §6). Show it off and keep the stored choice for when push is turned on.
                    {
                      'aria-describedby': pushDisabledReasonId,
                      disabled: true,
                      checked: false,
                      onChange: () => undefined,
                    }
                  : register(`groups.${group}.push`))}
              />
              Push
            </label>
          </li>
        );
      })}
    </ul>
  );
}
