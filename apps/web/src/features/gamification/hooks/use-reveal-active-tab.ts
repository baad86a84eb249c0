import { type RefObject, useEffect } from 'react';

/**
 * On a phone the tab row scrolls sideways and shows three tabs; a link to ?tab=wallet would open
 * a tab that is out of sight. Scroll the row (only the row, never the page) so the open tab shows.
 * Each trigger carries its id in `data-tab`.
 */
export function useRevealActiveTab(listRef: RefObject<HTMLElement | null>, tab: string) {
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>(`[role="tab"][data-tab="${CSS.escape(tab)}"]`);
    if (!list || !active) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    const margin = 8;
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + margin;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + margin;
  }, [listRef, tab]);
}
