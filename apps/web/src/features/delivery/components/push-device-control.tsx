import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { PushDevice } from '../hooks/use-push-device';

/**
 * Push on this device (issue 34 §4): the browser asks for its permission only after this click.
 * A switch that is on only while this browser's subscription is one the server pushes to (issue
 * 41 §6). `push`: this device's push (usePushDevice); `endpoints`: the member's devices with push on.
 */
export function PushDeviceControl({ push, endpoints }: { push: PushDevice; endpoints: readonly string[] }) {
  if (push.state === 'unsupported')
    return <p className="text-sm text-slate-600">{DELIVERY_MESSAGES.pushNotConfigured}</p>;
  const isOn = push.state === 'on';
  const others = endpoints.length - (isOn ? 1 : 0);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          role="switch"
          aria-checked={isOn}
          variant={isOn ? 'secondary' : 'primary'}
          isLoading={push.isBusy}
          disabled={push.state === 'checking'}
          onClick={() => void (isOn ? push.turnOff() : push.turnOn())}
        >
          {isOn ? <BellRing className="size-4" aria-hidden /> : <BellOff className="size-4" aria-hidden />}
          {DELIVERY_MESSAGES.pushThisDevice}
          <span aria-hidden className="rounded border border-current px-1.5 text-xs font-semibold uppercase">
            {isOn ? 'On' : 'Off'}
          </span>
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {push.state === 'checking' ? '' : isOn ? 'Push is on for this device.' : 'Push is off for this device.'}
          {others > 0 ? ` Your other devices with push on: ${others}.` : ''}
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
