import {
  CONVERSATION_PARAM,
  type ConversationRef,
  DIRECT_CONVERSATION_PARAM,
} from '@app/shared/messages/conversation-paths';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEARCH_PARAM = 'q';

const PARAM_OF = { application: CONVERSATION_PARAM, direct: DIRECT_CONVERSATION_PARAM } as const;

/**
 * The inbox's state in the address: the search (`?q=`) and the open conversation
 * (`?conversation=<application id>`, or `?direct=<direct conversation id>`, issue 41 §5), so Back
 * closes it and a reload or a link keeps both.
 */
export function useInboxParams() {
  const { searchParams, set } = useUrlParams();
  const application = searchParams.get(CONVERSATION_PARAM);
  const direct = searchParams.get(DIRECT_CONVERSATION_PARAM);
  const openKind =
    direct && UUID.test(direct) ? 'direct' : application && UUID.test(application) ? 'application' : null;
  const openId = openKind === 'direct' ? direct : openKind === 'application' ? application : null;
  const opened = useMemo<ConversationRef | null>(
    () => (openKind && openId ? { kind: openKind, id: openId } : null),
    [openKind, openId],
  );
  const search = searchParams.get(SEARCH_PARAM) ?? '';

  const open = useCallback(
    ({ kind, id }: ConversationRef) =>
      set(
        { [CONVERSATION_PARAM]: null, [DIRECT_CONVERSATION_PARAM]: null, [PARAM_OF[kind]]: id },
        { replace: openId !== null },
      ),
    [openId, set],
  );
  const close = useCallback(() => set({ [CONVERSATION_PARAM]: null, [DIRECT_CONVERSATION_PARAM]: null }), [set]);
  const setSearch = useCallback((q: string) => set({ [SEARCH_PARAM]: q }, { replace: true }), [set]);

  return { opened, openId, search, open, close, setSearch };
}
