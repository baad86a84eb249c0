import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's items fit its width (issue 41 §6), the rest going into a "More" menu:
 * measured from a hidden copy of every item (`measure`, one child per item, then the More button
 * last), again whenever the row's width changes (a resize, a font that loads). All of them until
 * measured, as the pre-rendered page has them (the row clips what does not fit, never the page).
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  total: number,
) {
  const [count, setCount] = useState(total);

  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!rowElement || !measureElement) return;
    const update = () => {
      const available = rowElement.clientWidth;
      const widths = Array.from(measureElement.children, (child) => (child as HTMLElement).offsetWidth);
      const moreWidth = widths.pop() ?? 0;
      setCount(fittingCount(widths, available, moreWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(rowElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [row, measure]);

  return count;
}

/** All items when they fit; otherwise as many as fit beside the More button. */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count++;
  }
  return count;
}
