import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { KeyRound, X } from 'lucide-react';
import type { ReactElement } from 'react';
import { dismissPasskeyNudge, PASSKEY_NUDGE_TEXT } from '../../lib/passkey-nudge';
import { useGoTo } from '../../lib/use-go-to';

/** The offer to keep the account (lib/passkey-nudge.ts), under the navigation until dismissed. */
export default function PasskeyNudgeBanner(): ReactElement {
  const goTo = useGoTo();
  return (
    <section aria-label="Keep your account" className="border-b border-brand-200 bg-brand-50">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm text-brand-900">
        <KeyRound className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1">{PASSKEY_NUDGE_TEXT}.</p>
        <div className="flex items-center gap-1">
          <a
            href={ACCOUNT_PATH}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              dismissPasskeyNudge();
              goTo(ACCOUNT_PATH);
            }}
            className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
          >
            Save with a passkey
          </a>
          <button
            type="button"
            onClick={dismissPasskeyNudge}
            aria-label="Not now"
            className="rounded-lg p-1.5 text-brand-800 hover:bg-brand-100"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}
