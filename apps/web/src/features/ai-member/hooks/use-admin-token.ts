import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { aiMemberKeys } from '../api/ai-member-keys';

/** sessionStorage only (never localStorage): the token is forgotten when the tab closes. */
const ADMIN_TOKEN_KEY = 'ai_member_admin_token';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readToken(): string | null {
  try {
    return sessionStore()?.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** The admin token of this tab: kept in sessionStorage, sent only with admin calls. */
export function useAdminToken() {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readToken);

  const change = useCallback(
    (next: string | null) => {
      try {
        if (next) sessionStore()?.setItem(ADMIN_TOKEN_KEY, next);
        else sessionStore()?.removeItem(ADMIN_TOKEN_KEY);
      } catch {
        // Storage unavailable: the token lives in this page only.
      }
      // Whatever was read with the previous token is not this token's to show.
      queryClient.removeQueries({ queryKey: aiMemberKeys.admin() });
      setToken(next);
    },
    [queryClient],
  );

  const save = useCallback((value: string) => change(value.trim() || null), [change]);
  const forget = useCallback(() => change(null), [change]);
  return { token, save, forget };
}
