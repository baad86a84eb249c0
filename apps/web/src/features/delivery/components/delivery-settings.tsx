import type { NotificationSettingsResponse } from '@app/shared/delivery/delivery.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { deliveryKeys } from '../api/delivery-keys';
import { useNotificationSettings } from '../api/get-notification-settings';
import { usePushDevice } from '../hooks/use-push-device';
import { DeliverySection } from './delivery-section';
import { EmailSection } from './email-section';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDeviceControl } from './push-device-control';

/**
 * The settings per group and channel, and push on this device: one state for both, so the
 * per-kind push choices are live only while this device is subscribed (issue 41 §6).
 */
function NotificationsSection({ data, tokenTag }: { data: NotificationSettingsResponse; tokenTag: string }) {
  const queryClient = useQueryClient();
  const push = usePushDevice(data.pushEndpoints, () =>
    queryClient.invalidateQueries({ queryKey: deliveryKeys.settings(tokenTag) }),
  );
  return (
    <DeliverySection
      title="Notifications"
      description="Everything shows in the app's bell. Choose what also reaches you by email and by push when the page is closed."
    >
      <NotificationSettingsForm data={data} pushState={push.state} />
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">This device</h3>
        <PushDeviceControl push={push} endpoints={data.pushEndpoints} />
      </div>
    </DeliverySection>
  );
}

/**
 * The account page's parts about what reaches the member (issue 34 §2-§4): the settings per group
 * and channel with push on this device, and the email address. For a visitor with a token (`tokenTag`).
 */
export function DeliverySettings({ tokenTag }: { tokenTag: string }) {
  const query = useNotificationSettings(tokenTag);
  // No visitor behind the token any more: the account's part above offers to sign in.
  if (query.error instanceof ApiRequestError && query.error.status === 401) return null;
  if (query.isPending) return <LoadingState label="Loading your notification settings" />;
  if (query.isError)
    return (
      <ErrorBanner
        message={describeError(query.error, 'Your notification settings could not be loaded.')}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <>
      <NotificationsSection data={query.data} tokenTag={tokenTag} />
      <EmailSection email={query.data.email} emailConfigured={query.data.emailConfigured} />
    </>
  );
}
