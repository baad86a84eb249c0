import { describe, expect, it } from 'vitest';
import { conversationPath, directConversationPath, inboxPath } from './conversation-paths.ts';

const ID = '7d8c3a1e-5b2f-4c9d-8e7f-0a1b2c3d4e5f';

describe('the inbox address of a conversation (issue 41 §5)', () => {
  it('opens an application thread by `conversation` and a direct one by `direct`', () => {
    expect(conversationPath({ kind: 'application', id: ID })).toBe(`/messages?conversation=${ID}`);
    expect(conversationPath({ kind: 'direct', id: ID })).toBe(`/messages?direct=${ID}`);
    expect(directConversationPath(ID)).toBe(`/messages?direct=${ID}`);
    expect(inboxPath()).toBe('/messages');
  });
});
