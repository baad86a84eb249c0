import { useState } from 'react';
import { BackToHomeButton } from '../../components/ui/back-to-home-button';
import { cn } from '../../components/ui/cn';
import { PageHeader } from '../../components/ui/page-header';
import { PAGE_WIDTH } from '../../components/ui/page-width';
import { AccountView } from '../../features/accounts/components/account-view';
import { useVisitorTokenTag } from '../../features/accounts/hooks/use-visitor-token';
import { DeliverySettings } from '../../features/delivery/components/delivery-settings';
import { BlockedMembersSection } from '../../features/messages/components/blocked-members-section';

/**
 * /account (issues 21, 34): who you are here and how to keep it (features/accounts), then what
 * reaches you and how: notifications per group by email and push, and your email address
 * (features/delivery), for a visitor this browser holds; last, the members they block (features/messages).
 */
export function Component() {
  // What just changed who this browser is (signed in, signed out, deleted): said at the top.
  const [notice, setNotice] = useState('');
  const tokenTag = useVisitorTokenTag();
  return (
    <div className={cn(PAGE_WIDTH.reading, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="👤"
        title="Your account"
        description="No sign-up is needed here. Save your account with a passkey to keep it, and to sign in to it on any device."
      />
      <div role="status" aria-live="polite" className="mt-6">
        {notice && <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{notice}</p>}
      </div>
      <div className="mt-6 flex flex-col gap-6">
        <AccountView onNotice={setNotice} />
        {tokenTag && <DeliverySettings key={tokenTag} tokenTag={tokenTag} />}
        {tokenTag && <BlockedMembersSection key={tokenTag} />}
      </div>
    </div>
  );
}
