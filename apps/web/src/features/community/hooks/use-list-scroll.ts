import { useLayoutEffect } from 'react';

/** Where the list was scrolled when a question was opened, for "Back to questions". */
let saved: { listKey: string; y: number } | null = null;

export function rememberListScroll(listKey: string): void {
  saved = { listKey, y: window.scrollY };
}

/** Puts the list back where it was, once its items are on screen again. */
export function useRestoreListScroll(listKey: string, isReady: boolean): void {
  useLayoutEffect(() => {
    if (!isReady || saved?.listKey !== listKey) return;
    const { y } = saved;
    saved = null;
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  }, [listKey, isReady]);
}
