import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';
import { useToastTopOffset } from './toast-offset';

/**
 * sonner and where its toasts go, loaded together with the first toast (toast.tsx), so neither
 * weighs on a first visit.
 */
export { toast };

/**
 * sonner's rich colours with darker text, each at least 4.5:1 on its tint (WCAG AA for 13 px): its own
 * success green reads 4.25:1 on the pale green, its info blue and warning orange less.
 */
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** sonner's toaster just below the header (toast-offset.ts). */
export function PlacedToaster() {
  const top = useToastTopOffset();
  return (
    <Toaster
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      style={READABLE_RICH_COLORS}
      richColors
      closeButton
    />
  );
}
