import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = searchParams.get(GALLERY_PARAM) === '1';
  const isOpenedHere = (location.state as OpenedHereState | null)?.galleryOpenedHere === true;

  const open = useCallback(() => {
    if (isOpen) return;
    const next = new URLSearchParams(searchParams);
    next.set(GALLERY_PARAM, '1');
    void navigate({ search: `?${next}` }, { state: { galleryOpenedHere: true } satisfies OpenedHereState });
  }, [isOpen, navigate, searchParams]);

  const close = useCallback(() => {
    if (isOpenedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.delete(GALLERY_PARAM);
    setSearchParams(next, { replace: true });
  }, [isOpenedHere, navigate, searchParams, setSearchParams]);

  return { isOpen, open, close };
}
