import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';

export const GALLERY_PARAM = 'gallery';

/** Set on the history entry the gallery button pushed, so closing can simply go back. */
interface OpenedHereState {
  galleryOpenedHere: true;
}

/**
 * The gallery's open state lives in the URL (?gallery=1): a reload keeps it open, and Back
 * closes it. The hub's own parameters (?sort=&tag=&q=...) are kept as they are.
 */
export function useGalleryOpen() {
  const { searchParams, set } = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = searchParams.get(GALLERY_PARAM) === '1';
  const isOpenedHere = (location.state as OpenedHereState | null)?.galleryOpenedHere === true;

  const open = useCallback(() => {
    if (isOpen) return;
    set({ [GALLERY_PARAM]: '1' }, { state: { galleryOpenedHere: true } satisfies OpenedHereState });
  }, [isOpen, set]);

  const close = useCallback(() => {
    if (isOpenedHere) {
      void navigate(-1);
      return;
    }
    set({ [GALLERY_PARAM]: null }, { replace: true });
  }, [isOpenedHere, navigate, set]);

  return { isOpen, open, close };
}
