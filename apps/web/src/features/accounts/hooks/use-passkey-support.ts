import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** Whether this browser can use passkeys at all (false in very old browsers and some in-app views). */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(noChange, browserSupportsWebAuthn, () => true);
}

export const NO_PASSKEY_SUPPORT =
  'This browser cannot use passkeys. Open this page in an up-to-date browser, or use a recovery code.';
