import { QueryClientProvider } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog';
import { notify } from '../../components/ui/toast';
import { useAccount } from '../../features/accounts/api/get-account';
import { SignInCard } from '../../features/accounts/components/sign-in-card';
import { useVisitorTokenTag } from '../../features/accounts/hooks/use-visitor-token';
import { queryClient } from '../query-client';

interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The header's sign-in (issue 41 §4): the account page's own card, in a dialog, with the app's
 * query client (the shell is outside the query layout). What this browser's visitor owns is said
 * before switching, as on the account page.
 */
export default function SignInDialog(props: SignInDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectedSignIn {...props} />
    </QueryClientProvider>
  );
}

function ConnectedSignIn({ open, onOpenChange }: SignInDialogProps) {
  const tokenTag = useVisitorTokenTag();
  const account = useAccount(open ? tokenTag : null);
  const leftBehind = account.data?.hasContent ? account.data.owns : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in"
      description="Come back to your saved account with its passkey, or with one of its recovery codes."
    >
      <SignInCard
        title="Your saved account"
        description="Nothing to type: your device asks for the passkey you saved."
        leftBehind={leftBehind}
        onSignedIn={(user) => {
          onOpenChange(false);
          notify('success', `Signed in as ${user.name}.`);
        }}
      />
    </Dialog>
  );
}
