import { DEVELOPER_PARAM } from '@app/shared/navigation/marketplace-paths';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';

/** Set on the history entry that opened a profile from the directory, so closing can simply go back. */
interface OpenedHereState {
  profileOpenedHere: true;
}

/**
 * The profile open in the directory, kept in the address (`?developer=<id>`): other pages link to
 * a developer's full profile with it, a reload keeps it open and Back closes it.
 */
export function useOpenDeveloper() {
  const { searchParams, set } = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = searchParams.get(DEVELOPER_PARAM) || null;
  const isOpenedHere = (location.state as OpenedHereState | null)?.profileOpenedHere === true;

  const open = useCallback(
    (id: string) => set({ [DEVELOPER_PARAM]: id }, { state: { profileOpenedHere: true } satisfies OpenedHereState }),
    [set],
  );
  const close = useCallback(() => {
    if (isOpenedHere) void navigate(-1);
    else set({ [DEVELOPER_PARAM]: null }, { replace: true });
  }, [isOpenedHere, navigate, set]);

  return { openId, open, close };
}
