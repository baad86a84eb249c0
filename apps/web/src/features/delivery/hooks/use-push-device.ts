import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../../../lib/api-error';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from '../api/push-subscriptions';
import { currentSubscription, isPushSupported, subscribeThisDevice, toSubscriptionBody } from '../push-device';

export type PushState = 'unsupported' | 'checking' | 'off' | 'on';

/** This browser's subscription endpoint: unknown until read, null when it has none. */
type BrowserEndpoint = { isKnown: false } | { isKnown: true; endpoint: string | null };

/**
 * Push on this device (issue 34 §4): whether it is on, and turning it on (service worker,
 * permission, subscription, POST) or off (unsubscribe, DELETE). On means this browser's own
 * subscription is among `serverEndpoints`, the member's devices the server pushes to (issue 41
 * §6): a subscription the server forgot (another member's session, a device dropped after 20)
 * receives nothing. `onChange` refreshes the settings, awaited so the state follows the server.
 */
export function usePushDevice(serverEndpoints: readonly string[], onChange: () => Promise<void>) {
  const [browser, setBrowser] = useState<BrowserEndpoint>({ isKnown: false });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isPushSupported()) return;
    let isCurrent = true;
    currentSubscription().then(
      (subscription) => isCurrent && setBrowser({ isKnown: true, endpoint: subscription?.endpoint ?? null }),
      () => isCurrent && setBrowser({ isKnown: true, endpoint: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const state: PushState = !isPushSupported()
    ? 'unsupported'
    : !browser.isKnown
      ? 'checking'
      : browser.endpoint !== null && serverEndpoints.includes(browser.endpoint)
        ? 'on'
        : 'off';

  const run = useCallback(
    async (work: () => Promise<string | null>) => {
      setIsBusy(true);
      setError(null);
      try {
        const endpoint = await work();
        await onChange();
        setBrowser({ isKnown: true, endpoint });
      } catch (failure) {
        setError(failure instanceof Error && !('status' in failure) ? failure.message : describeError(failure));
      } finally {
        setIsBusy(false);
      }
    },
    [onChange],
  );

  const turnOn = () =>
    run(async () => {
      const subscription = await subscribeThisDevice(await getPushPublicKey());
      await savePushSubscription(toSubscriptionBody(subscription));
      return subscription.endpoint;
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return null;
    });

  return { state, isBusy, error, turnOn, turnOff };
}

export type PushDevice = ReturnType<typeof usePushDevice>;
