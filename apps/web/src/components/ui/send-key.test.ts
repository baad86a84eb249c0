import { describe, expect, it } from 'vitest';
import { isSendKey } from './send-key';

const press = (key: string, changes: { shiftKey?: boolean; isComposing?: boolean } = {}) => ({
  key,
  shiftKey: changes.shiftKey ?? false,
  nativeEvent: { isComposing: changes.isComposing ?? false },
});

describe('the send key of every composer', () => {
  it('sends on Enter', () => expect(isSendKey(press('Enter'))).toBe(true));
  it('adds a line on Shift+Enter', () => expect(isSendKey(press('Enter', { shiftKey: true }))).toBe(false));
  it('leaves an input method composing alone', () =>
    expect(isSendKey(press('Enter', { isComposing: true }))).toBe(false));
  it('ignores other keys', () => expect(isSendKey(press('a'))).toBe(false));
});
