import { MARKETPLACE_PATHS } from '../navigation/marketplace-paths.ts';

/** The inbox's open conversation is `?conversation=<application id>` (issue 34 §1). */
export const CONVERSATION_PARAM = 'conversation';

export function inboxPath(applicationId?: string): string {
  const path = MARKETPLACE_PATHS.messages;
  return applicationId ? `${path}?${CONVERSATION_PARAM}=${encodeURIComponent(applicationId)}` : path;
}
