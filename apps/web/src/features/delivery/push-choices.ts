import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import type { PushState } from './hooks/use-push-device';

/**
 * The per-kind push choices tell the truth about this device (issue 41 §6): they are live only
 * while it is subscribed; otherwise they read off, greyed out, and say why (and how to turn push
 * on, where it can be). `note` is null while the device's state is still being read.
 */
export function pushChoicesOf(state: PushState): { isLive: boolean; note: string | null } {
  if (state === 'on') return { isLive: true, note: null };
  if (state === 'off') return { isLive: false, note: DELIVERY_MESSAGES.pushOffThisDevice };
  if (state === 'unsupported') return { isLive: false, note: DELIVERY_MESSAGES.pushNotConfigured };
  return { isLive: false, note: null };
}
