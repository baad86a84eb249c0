import { useQueryClient } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { deliveryKeys } from '../api/delivery-keys';
import { useNotificationSettings } from '../api/get-notification-settings';
import { DeliverySection } from './delivery-section';
import { EmailSection } from './email-section';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDeviceControl } from './push-device-control';

/**
 * The account page's parts about what reaches the member (issue 34 §2-§4): the settings per group
 * and channel with push on this device, and the email address. For a visitor with a token (`tokenTag`).
 */
export function DeliverySettings({ tokenTag }: { tokenTag: string }) {
  const query = useNotificationSettings(tokenTag);
  const queryClient = useQueryClient();
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
  const data = query.data;
  return (
    <>
      <DeliverySection
        title="Notifications"
        description="Everything shows in the app's bell. Choose what also reaches you by email and by push when the page is closed."
      >
        <NotificationSettingsForm data={data} />
        <div className="border-t border-slate-200 pt-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">This device</h3>
          <PushDeviceControl
            endpoints={data.pushEndpoints}
            onChange={() => queryClient.invalidateQueries({ queryKey: deliveryKeys.settings(tokenTag) })}
          />
        </div>
      </DeliverySection>
      <EmailSection email={data.email} emailConfigured={data.emailConfigured} />
    </>
  );
}
