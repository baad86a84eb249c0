import type { PushSubscriptionBody } from '@app/shared/delivery/delivery.schemas';

/** The VAPID key as the browser wants it: bytes from the server's base64url text. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether this browser can receive Web Push at all (a service worker and a PushManager). */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

export const SERVICE_WORKER_URL = '/sw.js';

/** This device's subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The shape the server takes (PushSubscriptionBodySchema), from the browser's subscription. */
export function toSubscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export class PushPermissionDeniedError extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.');
    this.name = 'PushPermissionDeniedError';
  }
}

/**
 * Registers the service worker, asks for the permission (only now: the person just clicked
 * "Push on this device" switch) and subscribes with the server's key.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDeniedError();
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}
