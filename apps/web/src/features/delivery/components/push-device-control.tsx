import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { usePushDevice } from '../hooks/use-push-device';

/**
 * Push on this device (issue 34 §4): the browser asks for its permission only after this click.
 * `devices`: how many of the member's devices have it on.
 */
export function PushDeviceControl({ devices, onChange }: { devices: number; onChange(): void }) {
  const push = usePushDevice(onChange);
  if (push.state === 'unsupported')
    return <p className="text-sm text-slate-600">{DELIVERY_MESSAGES.pushNotConfigured}</p>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {push.state === 'on' ? (
          <Button variant="secondary" isLoading={push.isBusy} onClick={() => void push.turnOff()}>
            <BellOff className="size-4" aria-hidden />
            {DELIVERY_MESSAGES.pushOff}
          </Button>
        ) : (
          <Button isLoading={push.isBusy} disabled={push.state === 'checking'} onClick={() => void push.turnOn()}>
            <BellRing className="size-4" aria-hidden />
            {DELIVERY_MESSAGES.pushOn}
          </Button>
        )}
        <p role="status" className="text-sm text-slate-600">
          {push.state === 'on' ? 'Push is on for this device.' : ''}
          {devices > 0 ? ` Devices with push on: ${devices}.` : ''}
        </p>
      </div>
      {push.error && (
        <p role="alert" className="text-sm text-red-700">
          {push.error}
        </p>
      )}
    </div>
  );
}
