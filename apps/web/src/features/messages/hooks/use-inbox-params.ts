import { CONVERSATION_PARAM } from '@app/shared/messages/conversation-paths';
import { useCallback } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_PARAM = 'q';

/**
 * The inbox's state in the address: the search (`?q=`) and the open conversation
 * (`?conversation=<application id>`), so Back closes it and a reload or a link keeps both.
 */
export function useInboxParams() {
  const { searchParams, set } = useUrlParams();
  const raw = searchParams.get(CONVERSATION_PARAM);
  const openId = raw && UUID.test(raw) ? raw : null;
  const search = searchParams.get(SEARCH_PARAM) ?? '';

  const open = useCallback(
    (id: string) => set({ [CONVERSATION_PARAM]: id }, { replace: openId !== null }),
    [openId, set],
  );
  const close = useCallback(() => set({ [CONVERSATION_PARAM]: null }), [set]);
  const setSearch = useCallback((q: string) => set({ [SEARCH_PARAM]: q }, { replace: true }), [set]);

  return { openId, search, open, close, setSearch };
}
