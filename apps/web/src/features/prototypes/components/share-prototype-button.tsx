import type { Prototype } from '@app/shared/prototypes/prototypes.schemas';
import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

const loadDialog = () => import('./share-prototype-dialog');
const SharePrototypeDialog = lazy(() => loadDialog().then((module) => ({ default: module.SharePrototypeDialog })));

/** Opens 'Share Your Prototype'; the form's code loads on first use and keeps its draft when closed. */
export function SharePrototypeButton({ onShared }: { onShared(prototype: Prototype): void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        className="shrink-0"
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Upload className="size-4" aria-hidden />
        Share Your Prototype
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <SharePrototypeDialog open={isOpen} onOpenChange={setIsOpen} onShared={onShared} />
        </Suspense>
      )}
    </>
  );
}
