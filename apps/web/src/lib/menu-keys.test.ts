import { describe, expect, it } from 'vitest';
import { menuKeyAction } from './menu-keys';

describe('the keys of a menu', () => {
  it('moves down and up through the items, wrapping at both ends', () => {
    expect(menuKeyAction('ArrowDown', 0, 4)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyAction('ArrowDown', 3, 4)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 2, 4)).toEqual({ type: 'focus', index: 1 });
    expect(menuKeyAction('ArrowUp', 0, 4)).toEqual({ type: 'focus', index: 3 });
  });

  it('goes to the first item with Home and the last with End', () => {
    expect(menuKeyAction('Home', 2, 4)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('End', 1, 4)).toEqual({ type: 'focus', index: 3 });
  });

  it('starts from the ends when no item has the focus', () => {
    expect(menuKeyAction('ArrowDown', -1, 4)).toEqual({ type: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', -1, 4)).toEqual({ type: 'focus', index: 3 });
    expect(menuKeyAction(' ', -1, 4)).toBeNull();
  });

  it('closes with the focus back on the button on Escape, and lets Tab move on', () => {
    expect(menuKeyAction('Escape', 1, 4)).toEqual({ type: 'close', restoreFocus: true });
    expect(menuKeyAction('Tab', 1, 4)).toEqual({ type: 'close', restoreFocus: false });
    expect(menuKeyAction('Escape', -1, 0)).toEqual({ type: 'close', restoreFocus: true });
  });

  it('activates the focused item with Space and ignores other keys', () => {
    expect(menuKeyAction(' ', 1, 4)).toEqual({ type: 'activate' });
    expect(menuKeyAction('a', 1, 4)).toBeNull();
    expect(menuKeyAction('ArrowDown', 0, 0)).toBeNull();
  });
});
