import { useEffect, useState } from 'react';

/** The gap between the page's header (outbox banner, navigation, passkey offer) and the first toast. */
export const TOAST_GAP_PX = 8;

/** sonner's own distance from the window's top on a phone, used once the header has scrolled away. */
export const TOAST_MIN_TOP_PX = 16;

/**
 * How far from the window's top the toasts sit: just below the lowest edge of the header's parts still
 * in view (the navigation may stick while the banner above it scrolls away), and never above sonner's
 * own minimum, so a toast covers neither the navigation nor a banner's button (issue 41 §6).
 */
export function toastTopOffset(headerBottoms: readonly number[]): number {
  const lowest = Math.max(0, ...headerBottoms);
  return Math.max(TOAST_MIN_TOP_PX, Math.round(lowest + TOAST_GAP_PX));
}

/** The app shell marks its header with this attribute; the toasts keep below it. */
export const APP_HEADER_ATTRIBUTE = 'data-app-header';

function measure(): number {
  const header = document.querySelector(`[${APP_HEADER_ATTRIBUTE}]`);
  if (!header) return TOAST_MIN_TOP_PX;
  const bottoms = [header.getBoundingClientRect().bottom];
  for (const part of header.children) bottoms.push(part.getBoundingClientRect().bottom);
  return toastTopOffset(bottoms);
}

/**
 * The toasts' top offset, measured when the toaster mounts and again, once per frame at most, as the
 * page scrolls or the window or the header changes size. Only mounted once a toast has been asked for.
 */
export function useToastTopOffset(): number {
  const [offset, setOffset] = useState(measure);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setOffset(measure());
      });
    };
    const header = document.querySelector(`[${APP_HEADER_ATTRIBUTE}]`);
    const observer = new ResizeObserver(update);
    if (header) observer.observe(header);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      window.cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return offset;
}
