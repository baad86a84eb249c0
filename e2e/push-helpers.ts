import type { Page } from '@playwright/test';

/**
 * Headless Chromium has no push service to reach in this sandbox (no internet): the page's
 * `PushManager.subscribe` answers with a subscription at `endpoint` with the test's own `keys`.
 * It lasts the tab's session, so a reload still finds this device subscribed.
 */
export async function fakePushManager(page: Page, subscription: { endpoint: string; keys: Record<string, string> }) {
  await page.addInitScript(({ endpoint, keys }) => {
    const SUBSCRIBED = 'e2e-fake-push-subscribed';
    const fake = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(SUBSCRIBED);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      sessionStorage.setItem(SUBSCRIBED, 'yes');
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return sessionStorage.getItem(SUBSCRIBED) ? (fake as unknown as PushSubscription) : null;
    };
  }, subscription);
}
