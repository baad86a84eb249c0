import { KEEPS_CLEAR_SELECTOR, shouldStepAside } from '../../../../lib/keep-clear';

let users = 0;
let stop: (() => void) | null = null;

/** The page's floating buttons (the feedback button): fixed where content passes under them. */
const FLOATING = 'button.fixed';

/** Each floating button: visible, or stepped aside. */
function check() {
  const boxes = Array.from(document.querySelectorAll(KEEPS_CLEAR_SELECTOR), (item) => item.getBoundingClientRect());
  for (const button of document.querySelectorAll<HTMLElement>(FLOATING)) {
    // A keyboard user on the button keeps it. It keeps its place (only hidden), so its box is where it would be.
    const isAside = document.activeElement !== button && shouldStepAside(button.getBoundingClientRect(), boxes);
    button.style.visibility = isAside ? 'hidden' : '';
  }
}

/**
 * Keeps floating buttons off every control (lib/keep-clear.ts): checked once a frame at most, when
 * the page scrolls or resizes, the focus moves, or the page changes. Started by the feedback
 * launcher itself, so it holds on every page; stops when the last user has gone. Returns its stop.
 */
export function keepFloatingButtonsClear(): () => void {
  users += 1;
  if (!stop) {
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          check();
        });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    schedule();
    stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      for (const button of document.querySelectorAll<HTMLElement>(FLOATING)) button.style.visibility = '';
    };
  }
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
