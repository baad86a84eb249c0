import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useGalleryOpen } from '../hooks/use-gallery-open';

const loadGallery = () => import('./prototype-gallery-dialog');
const PrototypeGalleryDialog = lazy(() => loadGallery().then((module) => ({ default: module.PrototypeGalleryDialog })));

/**
 * The 'Prototype Gallery' button of the Proto Hub header. The gallery's code loads only when it
 * is first opened (or about to be: on hover), so the hub's first paint stays light (DESIGN.md §8).
 */
export function PrototypeGalleryLauncher() {
  const gallery = useGalleryOpen();
  const [hasOpened, setHasOpened] = useState(gallery.isOpen);
  if (gallery.isOpen && !hasOpened) setHasOpened(true);

  return (
    <>
      <Button variant="secondary" onPointerEnter={() => void loadGallery()} onClick={gallery.open}>
        <Images className="size-4" aria-hidden />
        Prototype Gallery
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <PrototypeGalleryDialog open={gallery.isOpen} onOpenChange={(open) => !open && gallery.close()} />
        </Suspense>
      )}
    </>
  );
}
