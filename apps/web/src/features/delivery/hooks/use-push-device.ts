import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../../../lib/api-error';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from '../api/push-subscriptions';
import { currentSubscription, isPushSupported, subscribeThisDevice, toSubscriptionBody } from '../push-device';

type PushState = 'unsupported' | 'checking' | 'off' | 'on';

/**
 * Push on this device (issue 34 §4): whether it is on, and turning it on (service worker,
 * permission, subscription, POST) or off (unsubscribe, DELETE). `onChange` lets the settings
 * refresh their count of devices.
 */
export function usePushDevice(onChange: () => void) {
  const [state, setState] = useState<PushState>(() => (isPushSupported() ? 'checking' : 'unsupported'));
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isPushSupported()) return;
    let isCurrent = true;
    currentSubscription().then(
      (subscription) => isCurrent && setState(subscription ? 'on' : 'off'),
      () => isCurrent && setState('off'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = useCallback(
    async (work: () => Promise<PushState>) => {
      setIsBusy(true);
      setError(null);
      try {
        setState(await work());
        onChange();
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
      return 'on';
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      return 'off';
    });

  return { state, isBusy, error, turnOn, turnOff };
}
