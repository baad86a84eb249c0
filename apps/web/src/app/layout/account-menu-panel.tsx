import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useAccount } from '../../features/accounts/api/get-account';
import { useSignOut } from '../../features/accounts/api/sign-out';
import { useVisitorTokenTag } from '../../features/accounts/hooks/use-visitor-token';
import { useUnreadMessages } from '../../features/messages/api/get-unread-messages';
import { setAccountBadge } from '../../lib/account-badge-store';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';
import { useGoTo } from '../../lib/use-go-to';
import { queryClient } from '../query-client';
import { AccountMenuItems } from './account-menu-items';

export interface AccountMenuPanelProps {
  id: string;
  /** The button and the menu: a click or the focus outside them closes the menu. */
  anchor: RefObject<HTMLElement | null>;
  onClose(restoreFocus: boolean): void;
}

/**
 * The account menu's content with the app's query client (the shell is outside the query layout;
 * the cache is shared with the pages) and how it closes: a click or the focus outside. Loaded on
 * first open, to keep the first page small.
 */
export function AccountMenuPanel(props: AccountMenuPanelProps) {
  const { anchor, onClose } = props;
  useCloseOnOutside(anchor, onClose);

  return (
    <QueryClientProvider client={queryClient}>
      <ConnectedMenu {...props} />
    </QueryClientProvider>
  );
}

/** The visitor's account (their name, whether it is saved) and unread messages, inside the query client. */
function ConnectedMenu({ id, onClose }: AccountMenuPanelProps) {
  const tokenTag = useVisitorTokenTag();
  const account = useAccount(tokenTag);
  const unread = useUnreadMessages();
  const signOut = useSignOut();
  const goTo = useGoTo();
  const data = account.data;

  return (
    <AccountMenuItems
      id={id}
      who={data ? { name: data.user.name, isSaved: data.isSaved } : null}
      unreadMessages={unread.data?.total ?? 0}
      links={[
        { path: MARKETPLACE_PATHS.myJobs, label: 'My jobs' },
        { path: MARKETPLACE_PATHS.myApplications, label: 'My applications' },
        { path: MARKETPLACE_PATHS.contracts, label: 'Contracts' },
        { path: MARKETPLACE_PATHS.billing, label: 'Billing' },
        { path: MARKETPLACE_PATHS.earnings, label: 'Earnings' },
        { path: MARKETPLACE_PATHS.messages, label: 'Messages' },
        { path: ACCOUNT_PATH, label: 'Your account' },
      ]}
      onNavigate={(path) => {
        onClose(false);
        goTo(path);
      }}
      onClose={onClose}
      // Only a saved account can be signed back in to: a visitor would lose everything by signing out.
      signOut={
        data?.isSaved
          ? {
              isPending: signOut.isPending,
              error: signOut.isError ? 'Could not sign out. Please try again.' : null,
              run: () =>
                signOut.mutateAsync().then(
                  () => {
                    setAccountBadge(null);
                    onClose(true);
                    goTo(ACCOUNT_PATH);
                  },
                  () => {},
                ),
            }
          : null
      }
    />
  );
}
