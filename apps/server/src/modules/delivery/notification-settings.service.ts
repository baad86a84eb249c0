import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_GROUP_SETTINGS,
  DELIVERY_MESSAGES,
  type GroupSetting,
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
} from '@app/shared/delivery/delivery.constants';
import type {
  NotificationSettings,
  NotificationSettingsResponse,
  UpdateNotificationSettingsBody,
} from '@app/shared/delivery/delivery.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getAccountEmail } from './account-email.service.ts';
import {
  deleteDeliveryRowsOf,
  findNotificationSettingsRow,
  listPushEndpointsOf,
  mergeNotificationSettingsRow,
  type NotificationSettingsRow,
} from './notification-settings.repository.ts';
import { readUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.ts';

/** Every group's setting: the stored ones, the defaults for the rest. */
export function mergeGroupSettings(
  stored: Partial<Record<NotificationGroup, GroupSetting>> | null | undefined,
): Record<NotificationGroup, GroupSetting> {
  return Object.fromEntries(
    NOTIFICATION_GROUPS.map((group) => [group, { ...DEFAULT_GROUP_SETTINGS[group], ...stored?.[group] }]),
  ) as Record<NotificationGroup, GroupSetting>;
}

function toNotificationSettings(row: NotificationSettingsRow | null): NotificationSettings {
  return {
    groups: mergeGroupSettings(row?.groups),
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    timeZone: row?.timeZone ?? 'UTC',
  };
}

type SettingsAnswer = Omit<NotificationSettingsResponse, 'success'>;

async function answerWith(db: Database, config: Config, userId: string, row: NotificationSettingsRow | null) {
  const pushEndpoints = await listPushEndpointsOf(db, userId);
  return {
    settings: toNotificationSettings(row),
    email: await getAccountEmail(db, userId),
    emailConfigured: Boolean(config.SMTP_URL),
    pushDevices: pushEndpoints.length,
    pushEndpoints,
  } satisfies SettingsAnswer;
}

/** GET /api/account/notification-settings (issue 34 §2). */
export async function getNotificationSettings(db: Database, config: Config, userId: string): Promise<SettingsAnswer> {
  return answerWith(db, config, userId, await findNotificationSettingsRow(db, userId));
}

/** PUT /api/account/notification-settings: the groups given (each whole), the hour, the time zone. */
export async function updateNotificationSettings(
  db: Database,
  config: Config,
  userId: string,
  body: UpdateNotificationSettingsBody,
): Promise<SettingsAnswer> {
  const row = await mergeNotificationSettingsRow(db, userId, {
    groups: body.groups ?? {},
    digestHour: body.digestHour,
    timeZone: body.timeZone,
  });
  return answerWith(db, config, userId, row);
}

/**
 * POST /api/email/unsubscribe?token= (RFC 8058 one-click, no sign-in): the signed token's group
 * gets email `off` (push stays as it was); a digest's token turns off every group on the digest.
 * A link that ran out (or has no expiry, from before they had one) answers 410 and changes nothing.
 */
export async function unsubscribeByToken(db: Database, config: Config, token: string | undefined) {
  const named = token ? readUnsubscribeToken(await unsubscribeSecret(db, config), token) : null;
  if (named === 'expired') throw new AppError(410, API_ERROR_CODES.linkExpired, DELIVERY_MESSAGES.unsubscribeExpired);
  if (!named) throw new AppError(400, API_ERROR_CODES.invalidInput, DELIVERY_MESSAGES.unsubscribeInvalid);
  const groups = mergeGroupSettings((await findNotificationSettingsRow(db, named.userId))?.groups);
  const turnedOff = NOTIFICATION_GROUPS.filter((group) =>
    named.scope === 'digest' ? groups[group].email === 'digest' : group === named.scope,
  );
  await mergeNotificationSettingsRow(db, named.userId, {
    groups: Object.fromEntries(turnedOff.map((group) => [group, { ...groups[group], email: 'off' }])),
  });
  const message =
    named.scope === 'digest'
      ? DELIVERY_MESSAGES.digestUnsubscribed
      : DELIVERY_MESSAGES.unsubscribed.replace('{group}', NOTIFICATION_GROUP_LABELS[named.scope]);
  return { group: named.scope, message };
}

/** Account deletion: the address, settings, push devices and outbox rows of the member go. */
export function forgetDeliveryDataOf(db: Database, userId: string): Promise<void> {
  return deleteDeliveryRowsOf(db, userId);
}
