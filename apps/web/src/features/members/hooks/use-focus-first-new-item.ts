import { useEffect, useRef } from 'react';

/**
 * "Show more" moves focus to the first item it brought (the button may be gone after the last
 * page, and a screen reader then reads on from the new items). Call `expectMore(count)` when asked
 * for more; once the list holds more than `count` items, its item at `count` takes focus.
 */
export function useFocusFirstNewItem<List extends HTMLElement>(itemCount: number) {
  const listRef = useRef<List>(null);
  const awaitedIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = awaitedIndex.current;
    if (index === null || itemCount <= index) return;
    awaitedIndex.current = null;
    const item = listRef.current?.children.item(index);
    if (item instanceof HTMLElement) item.focus();
  }, [itemCount]);
  return {
    listRef,
    expectMore(count: number) {
      awaitedIndex.current = count;
    },
  };
}
