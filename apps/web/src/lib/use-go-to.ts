import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Scrolls to the top, then navigates; if navigation throws, falls back to a full page load of
 * the target path (part-1 §2).
 */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      try {
        const result = navigate(path);
        if (result instanceof Promise) result.catch(() => window.location.assign(path));
      } catch {
        window.location.assign(path);
      }
    },
    [navigate],
  );
}
