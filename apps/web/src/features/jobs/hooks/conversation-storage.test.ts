import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../lib/test-browser';

describe('the stored conversation', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    vi.resetModules();
    ({ items } = stubBrowser());
  });

  it('survives a reload under assistantState', async () => {
    const { createMessage, loadConversation, saveConversation } = await import('./conversation-storage');
    const conversation = {
      messages: [createMessage('AI', 'What is the title of your project?'), createMessage('User', 'Garden')],
      state: { slotIndex: 1, slots: { title: 'Garden' } },
    };
    saveConversation(conversation);
    expect(JSON.parse(items.get('assistantState') ?? 'null')).toEqual(conversation);
    expect(loadConversation()).toEqual(conversation);
  });

  it.each([
    ['corrupt JSON', '{'],
    [
      'an unknown sender',
      JSON.stringify({ messages: [{ id: '1', sender: 'Bot', text: 'x' }], state: { slotIndex: 0, slots: {} } }),
    ],
    [
      'a slot index past the ten questions',
      JSON.stringify({ messages: [{ id: '1', sender: 'AI', text: 'x' }], state: { slotIndex: 11, slots: {} } }),
    ],
  ])('starts afresh from %s', async (_, stored) => {
    items.set('assistantState', stored);
    const { loadConversation } = await import('./conversation-storage');
    const conversation = loadConversation();
    expect(conversation.state).toEqual({ slotIndex: 0, slots: {} });
    expect(conversation.messages.at(-1)?.text).toBe('What is the title of your project?');
  });
});
