import { useEffect, useRef } from 'react';
import { classifyKeyTarget, type DeckAction, deckActionForKey } from '../deck-keys';

/** ArrowRight or Space advances, ArrowLeft goes back, anywhere on the page except where a key means something else. */
export function useDeckKeyboard(onAction: (action: DeckAction) => void) {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  }, [onAction]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = deckActionForKey({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        target: classifyKeyTarget(event.target),
      });
      if (!action) return;
      // Space would otherwise also scroll the page.
      event.preventDefault();
      latest.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
