import { type FloatingPlace, floatingPlace, KEEPS_CLEAR_SELECTOR, mirrored } from '../../../../lib/keep-clear';

let users = 0;
let stop: (() => void) | null = null;

/** The page's floating buttons (the feedback button): fixed where content passes under them. */
const FLOATING = 'button.fixed';

/** Each floating button: in its own corner (bottom right), in the other one, or stepped aside. */
function check() {
  const boxes = Array.from(document.querySelectorAll(KEEPS_CLEAR_SELECTOR), (item) => item.getBoundingClientRect());
  const width = document.documentElement.clientWidth;
  for (const button of document.querySelectorAll<HTMLElement>(FLOATING)) {
    // A keyboard user on the button keeps it where it is.
    if (document.activeElement === button) continue;
    const box = button.getBoundingClientRect();
    const isMoved = button.dataset.corner === 'other';
    const place = floatingPlace(isMoved ? mirrored(box, width) : box, isMoved ? box : mirrored(box, width), boxes);
    moveTo(button, place);
  }
}

/** Shows the button in its place: hidden keeps its box where it was, so the next check measures it there. */
function moveTo(button: HTMLElement, where: FloatingPlace) {
  if (where !== 'aside') {
    const isOther = where === 'other';
    if ((button.dataset.corner === 'other') !== isOther) {
      if (isOther) button.dataset.corner = 'other';
      else delete button.dataset.corner;
    }
  }
  button.style.visibility = where === 'aside' ? 'hidden' : '';
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
    // Added or removed parts, and parts shown or hidden by a class (never the button's own style or corner).
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'open'],
    });
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
      for (const button of document.querySelectorAll<HTMLElement>(FLOATING)) {
        button.style.visibility = '';
        delete button.dataset.corner;
      }
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
