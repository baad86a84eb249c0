import { DELIVERY_MESSAGES } from '@app/shared/delivery/delivery.constants';
import { describe, expect, it } from 'vitest';
import { pushChoicesOf } from './push-choices';

describe('the per-kind push choices on this device (issue 41 §6)', () => {
  it('are live, without a note, only while this device is subscribed', () => {
    expect(pushChoicesOf('on')).toEqual({ isLive: true, note: null });
  });

  it('say how to turn push on when this device has no subscription', () => {
    expect(pushChoicesOf('off')).toEqual({ isLive: false, note: DELIVERY_MESSAGES.pushOffThisDevice });
  });

  it('say push is not available in a browser without it', () => {
    expect(pushChoicesOf('unsupported')).toEqual({ isLive: false, note: DELIVERY_MESSAGES.pushNotConfigured });
  });

  it('stay greyed out, without a note, while the device is being checked', () => {
    expect(pushChoicesOf('checking')).toEqual({ isLive: false, note: null });
  });
});
