import { createContext, useContext } from 'react';

/**
 * The account page's "Confirm it's you" prompt (issue 35), for the sensitive actions: adding a
 * passkey, new recovery codes, removing a passkey, deleting the account. Provided by
 * ConfirmItsYouProvider; without it, actions just run.
 */
export interface ConfirmItsYou {
  /** Runs `action` now, or once the person has confirmed it's them when this session must first. */
  guard(action: () => void): void;
  /**
   * When `error` is the server's 403 `reauthentication_required`: asks, then runs `action` again
   * once confirmed, and answers true (the caller shows nothing of that error). Else false.
   */
  retry(error: unknown, action: () => void): boolean;
}

export const ConfirmItsYouContext = createContext<ConfirmItsYou>({
  guard: (action) => action(),
  retry: () => false,
});

export function useConfirmItsYou(): ConfirmItsYou {
  return useContext(ConfirmItsYouContext);
}
